import type { OutcomeNotice } from './loyalty.view.js';

/** A notice after a plain form post or link (no JavaScript), announced. */
export function OutcomeMessage({ notice, className }: { notice: OutcomeNotice; className: string }) {
  if (notice === null) return null;
  return notice.kind === 'error'
    ? <p className={`${className} ${className}--error`} role="alert">{notice.text}</p>
    : <p className={`${className} ${className}--success`} role="status">{notice.text}</p>;
}
