import type { FieldsetHTMLAttributes, ReactNode } from 'react';

interface BuyGridRadioRowProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'className'> {
  legend: ReactNode;
  /** The row's own validation message (spec: shown as a toast when no option is checked). */
  validationMessage: string;
  children: ReactNode;
}

/**
 * A radio row of a buy grid (spec: buy grid option row kinds): a fieldset whose legend names the
 * choice, marked with its row kind and validation message as the `BuyGridRow` it stands for.
 */
export function BuyGridRadioRow({ legend, validationMessage, children, ...fieldset }: BuyGridRadioRowProps) {
  return (
    <fieldset className="buy-grid__row" data-row-kind="radio" data-validation-message={validationMessage} {...fieldset}>
      <legend className="buy-grid__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}
