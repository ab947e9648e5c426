import type { ReactNode } from 'react';
import { useStrings } from '../../../runtime/i18n/strings-context.js';

interface FieldFrame {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

const describedBy = ({ id, error, hint }: FieldFrame): string | undefined =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

function Frame({ frame, children }: { frame: FieldFrame; children: ReactNode }) {
  return (
    <div className={`form-field${frame.error ? ' form-field--error' : ''}`}>
      <label className="form-field__label" htmlFor={frame.id}>{frame.label}</label>
      {frame.hint && <p className="form-field__hint" id={`${frame.id}-hint`}>{frame.hint}</p>}
      {frame.error && <p className="form-field__error" id={`${frame.id}-error`}>{frame.error}</p>}
      {children}
    </div>
  );
}

export interface TextInputProps extends FieldFrame {
  name: string;
  value: string;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  required: boolean;
  onChange(value: string): void;
  onBlur(): void;
}

/** A labelled input, its hint and error tied to it by aria-describedby, aria-invalid while in error. */
export function TextInput(props: TextInputProps) {
  const { id, name, value, autoComplete, type = 'text', required, error, onChange, onBlur } = props;
  return (
    <Frame frame={props}>
      <input className="form-field__input" id={id} name={name} type={type} value={value} autoComplete={autoComplete}
        required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy(props)}
        spellCheck={type === 'text' ? undefined : false} autoCapitalize={type === 'email' ? 'none' : undefined}
        onChange={(e) => onChange(e.currentTarget.value)} onBlur={onBlur} />
    </Frame>
  );
}

export interface SelectInputProps extends FieldFrame {
  name: string;
  value: string;
  autoComplete: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first, empty choice ('Choose one'), or none. */
  prompt?: string | undefined;
  required: boolean;
  onChange(value: string): void;
  onBlur(): void;
}

export function SelectInput(props: SelectInputProps) {
  const { id, name, value, autoComplete, options, prompt, required, error, onChange, onBlur } = props;
  return (
    <Frame frame={props}>
      <select className="form-field__input" id={id} name={name} value={value} autoComplete={autoComplete} required={required}
        aria-invalid={error ? true : undefined} aria-describedby={describedBy(props)}
        onChange={(e) => onChange(e.currentTarget.value)} onBlur={onBlur}>
        {prompt !== undefined && <option value="">{prompt}</option>}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </Frame>
  );
}

/**
 * The error summary at the top of the form: a heading, the refusal and one link per field in
 * error, which moves focus to that field. Announced (role alert) and focused when it appears.
 */
export function ErrorSummary({ summary, entries, summaryRef, onPick }: {
  summary: string;
  entries: ReadonlyArray<{ id: string; label: string; message: string }>;
  summaryRef: React.RefObject<HTMLDivElement | null>;
  onPick(id: string): void;
}) {
  const t = useStrings();
  return (
    <div className="error-summary" role="alert" aria-labelledby="sd-error-summary-title" tabIndex={-1} ref={summaryRef}>
      <h3 className="error-summary__title" id="sd-error-summary-title">{t.errorSummaryTitle}</h3>
      <p className="error-summary__message">{summary}</p>
      {entries.length > 0 && (
        <ul className="error-summary__list">
          {entries.map((e) => (
            <li key={e.id}>
              <a href={`#${e.id}`} onClick={(event) => { event.preventDefault(); onPick(e.id); }}>{`${e.label}: ${e.message}`}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
