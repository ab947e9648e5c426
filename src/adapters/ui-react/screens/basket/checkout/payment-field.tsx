import type { InputHTMLAttributes, ReactNode } from 'react';

export interface PaymentFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  hint?: string | undefined;
  /** The error text shown beside the field (and announced: its paragraph is a polite live region). */
  error?: string | undefined;
  /** Shown after the input, inside the field (the card brand). */
  adornment?: ReactNode;
  onValue(value: string): void;
}

/**
 * A labelled payment field: hint and error tied to it by aria-describedby, aria-invalid while in
 * error; the error paragraph is always present as a live region so a new error is announced.
 */
export function PaymentField({ id, label, value, hint, error, adornment, onValue, ...input }: PaymentFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, `${id}-error`, input['aria-describedby']].filter(Boolean).join(' ');
  return (
    <div className={`form-field payment-field${error ? ' form-field--error' : ''}`}>
      <label className="form-field__label" htmlFor={id}>{label}</label>
      {hint && <p className="form-field__hint" id={`${id}-hint`}>{hint}</p>}
      <div className="payment-field__control">
        <input className="form-field__input" {...input} id={id} value={value} aria-invalid={error ? true : undefined}
          aria-describedby={describedBy} onChange={(event) => onValue(event.currentTarget.value)} />
        {adornment}
      </div>
      <p className="form-field__error payment-field__error" id={`${id}-error`} aria-live="polite">{error ?? ''}</p>
    </div>
  );
}
