import type { ReactNode } from 'react';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { REFRESH_MARKER_ATTRIBUTE } from '../../parts/accounts/user-data-layer.client.js';

export const ANTI_FORGERY_FIELD = 'RequestVerificationToken';

export interface FormErrorsView {
  summary: string;
  fields: Partial<Record<'name' | 'email' | 'password', string>>;
}

/**
 * The error summary at the top of a refused form: announced, focused by the browser's landing on
 * it (role alert), each field error linking to its field.
 */
export function ErrorSummary({ errors, labels }: { errors: FormErrorsView; labels: Record<string, string> }) {
  const t = useStrings();
  const entries = Object.entries(errors.fields) as Array<[string, string]>;
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1}>
      <h2 className="error-summary__title" id="error-summary-title">{t.errorSummaryTitle}</h2>
      <p className="error-summary__message">{errors.summary}</p>
      {entries.length > 0 && (
        <ul className="error-summary__list">
          {entries.map(([field, message]) => (
            <li key={field}><a href={`#${field}`}>{`${labels[field] ?? field}: ${message}`}</a></li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface TextFieldProps {
  name: 'name' | 'email' | 'password';
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value?: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and error tied to it by aria-describedby. */
export function TextField({ name, label, type, autoComplete, value, error, hint }: TextFieldProps) {
  const described = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`}>
      <label className="form-field__label" htmlFor={name}>{label}</label>
      {hint && <p className="form-field__hint" id={`${name}-hint`}>{hint}</p>}
      {error && <p className="form-field__error" id={`${name}-error`}>{error}</p>}
      <input className="form-field__input" id={name} name={name} type={type} autoComplete={autoComplete}
        defaultValue={type === 'password' ? undefined : value} aria-invalid={error ? true : undefined} aria-describedby={described}
        required spellCheck={type === 'text' ? undefined : false} />
    </div>
  );
}

/** `sessionChanged`: rendered right after signing out, so the cached user data layer is read again. */
export function AccountFormShell({ title, intro, sessionChanged = false, children }: { title: string; intro: ReactNode; sessionChanged?: boolean; children: ReactNode }) {
  const marker = sessionChanged ? { [REFRESH_MARKER_ATTRIBUTE]: '' } : {};
  return (
    <div className="account-page account-page--form" {...marker}>
      <h1 className="account-page__title">{title}</h1>
      {intro}
      {children}
    </div>
  );
}
