import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';

/**
 * What the last action of a console page came to: its notice (announced politely) and the problem
 * a refused form or action met (announced at once, titled as the shop's error summaries are).
 */
export function OperatorConsoleMessages({ notice, problem, t }: { notice: string | null; problem: string | null; t: OperatorConsoleStrings }) {
  return (
    <>
      {notice !== null && <p className="account-page__notice" role="status">{notice}</p>}
      {problem !== null && (
        <div className="error-summary" role="alert" aria-labelledby="error-summary-title">
          <h2 className="error-summary__title" id="error-summary-title">{t.problemTitle}</h2>
          <p className="error-summary__message">{problem}</p>
        </div>
      )}
    </>
  );
}
