import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AddressField, AddressRole } from '../../../../../domain/checkout/address.js';
import { addressFieldName, SHOPPER_DETAILS_FIELDS, type ShopperDetailsField } from '../../../../../domain/checkout/shopper-details.js';
import { problemText } from '../../../rules/checkout/field-problem-text.js';
import { bodyOfValues, fieldIdOf, inFormOrder, labelKeyOf, problemsOfValues, type DetailsFormValues } from '../../../rules/checkout/shopper-details-form.js';
import { useStrings } from '../../../runtime/i18n/strings-context.js';
import { AddressFieldset } from './address-fieldset.js';
import { ErrorSummary, TextInput } from './detail-fields.js';
import { announceBasketChanged, postShopperDetails } from './save-shopper-details.client.js';
import { SHOPPER_DETAILS_ACTION, SHOPPER_DETAILS_ID, type ShopperDetailsFormView } from './shopper-details.view.js';

type FieldErrors = Partial<Record<ShopperDetailsField, string>>;
type Status = 'idle' | 'saving' | 'saved';

const isField = (name: string): name is ShopperDetailsField => (SHOPPER_DETAILS_FIELDS as readonly string[]).includes(name);

/**
 * The shopper details form on the basket page: email, delivery address, billing address (same as
 * delivery, or its own). Without JavaScript it is a plain form post. With it, each field is checked
 * on blur by the domain's rules, a save is checked whole before it is sent as JSON, and the
 * server's answer (postcodes checked there) shows beside the fields and in the error summary.
 */
export function ShopperDetails(view: ShopperDetailsFormView) {
  const t = useStrings();
  const [values, setValues] = useState<DetailsFormValues>(view.values);
  const [errors, setErrors] = useState<FieldErrors>(view.errors?.fields ?? {});
  const [summary, setSummary] = useState<string | null>(view.errors?.summary ?? null);
  const [status, setStatus] = useState<Status>(view.saved ? 'saved' : 'idle');
  const [focusSummary, setFocusSummary] = useState(view.errors !== null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const deliveryCodes = view.deliveryCountries.map((c) => c.code);
  const billingCodes = view.billingCountries.map((c) => c.code);

  useEffect(() => {
    if (!focusSummary) return;
    summaryRef.current?.focus();
    setFocusSummary(false);
  }, [focusSummary]);

  const messageOf = (next: DetailsFormValues, field: ShopperDetailsField): string | undefined => {
    const problem = problemsOfValues(next, deliveryCodes, billingCodes)[field];
    return problem === undefined ? undefined : problemText(view.problemTexts, field, problem);
  };

  const recheck = (next: DetailsFormValues, field: ShopperDetailsField, always: boolean) => {
    setErrors((current) => {
      if (!always && current[field] === undefined) return current;
      const { [field]: _old, ...rest } = current;
      const message = messageOf(next, field);
      return message === undefined ? rest : { ...rest, [field]: message };
    });
  };

  const change = (next: DetailsFormValues, field: ShopperDetailsField) => {
    setValues(next);
    if (status === 'saved') setStatus('idle');
    recheck(next, field, false);
  };

  /** A new country has its own states or provinces: the one chosen before is cleared, with its error. */
  const changeAddress = (role: AddressRole) => (field: AddressField, value: string) => {
    const cleared = field === 'countryCode' ? { stateOrProvince: '' } : {};
    change({ ...values, [role]: { ...values[role], [field]: value, ...cleared } }, addressFieldName(role, field));
    if (field === 'countryCode') setErrors(({ [addressFieldName(role, 'stateOrProvince')]: _gone, ...rest }) => rest);
  };
  const blurAddress = (role: AddressRole) => (field: AddressField) => recheck(values, addressFieldName(role, field), true);

  /** Billing the delivery address: the billing fields' errors no longer apply. */
  const toggleBilling = (same: boolean) => {
    setValues({ ...values, billingSameAsDelivery: same });
    if (status === 'saved') setStatus('idle');
    if (same) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('billing.'))));
  };

  const showRefusal = (text: string, fields: FieldErrors) => {
    setErrors(fields);
    setSummary(text);
    setFocusSummary(true);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = problemsOfValues(values, deliveryCodes, billingCodes);
    const fields: FieldErrors = {};
    for (const [field, problem] of Object.entries(problems) as [ShopperDetailsField, NonNullable<(typeof problems)[ShopperDetailsField]>][]) {
      fields[field] = problemText(view.problemTexts, field, problem);
    }
    if (Object.keys(fields).length > 0) return showRefusal(view.summaryText, fields);
    setStatus('saving');
    try {
      const answer = await postShopperDetails(bodyOfValues(values), view.token);
      if (!answer.success) {
        setStatus('idle');
        const refused: FieldErrors = {};
        for (const { field, message } of answer.errors) if (isField(field)) refused[field] = message;
        return showRefusal(answer.message || view.summaryText, refused);
      }
      setValues(answer.values);
      setErrors({});
      setSummary(null);
      setStatus('saved');
      announceBasketChanged();
    } catch {
      setStatus('idle');
      showRefusal(t.refreshAndRetry, {});
    }
  };

  const focusField = (id: string) => document.getElementById(id)?.focus();
  const labelOf = (field: ShopperDetailsField): string => {
    if (field === 'email') return t.emailLabel;
    const [role, addressField] = field.split('.') as [AddressRole, AddressField];
    return t[labelKeyOf(addressField, values[role].countryCode)];
  };
  const entries = inFormOrder(errors).map(([field, message]) => ({ id: fieldIdOf(field), label: labelOf(field), message }));

  return (
    <section className="shopper-details" id={SHOPPER_DETAILS_ID} aria-labelledby="sd-title">
      <h2 className="shopper-details__title" id="sd-title">{t.shopperDetailsTitle}</h2>
      <p className="shopper-details__intro">{t.shopperDetailsIntro}</p>
      {summary !== null && <ErrorSummary summary={summary} entries={entries} summaryRef={summaryRef} onPick={focusField} />}
      <form className="shopper-details__form" method="post" action={SHOPPER_DETAILS_ACTION} noValidate onSubmit={(e) => void onSubmit(e)}>
        <input type="hidden" name="RequestVerificationToken" value={view.token} />
        <TextInput id={fieldIdOf('email')} name="email" label={t.emailLabel} type="email" autoComplete="email" value={values.email}
          hint={t.emailHint} error={errors.email} required
          onChange={(email) => change({ ...values, email }, 'email')} onBlur={() => recheck(values, 'email', true)} />
        <AddressFieldset role="delivery" legend={t.deliveryAddressLegend} values={values.delivery} countries={view.deliveryCountries}
          errors={errors} onChange={changeAddress('delivery')} onBlur={blurAddress('delivery')} />
        <div className="shopper-details__same">
          <input className="shopper-details__same-input" type="checkbox" id="sd-billingSameAsDelivery" name="billingSameAsDelivery" value="true"
            checked={values.billingSameAsDelivery} onChange={(e) => toggleBilling(e.currentTarget.checked)} />
          <label htmlFor="sd-billingSameAsDelivery">{t.billingSameAsDelivery}</label>
        </div>
        <div className="shopper-details__billing">
          <AddressFieldset role="billing" legend={t.billingAddressLegend} values={values.billing} countries={view.billingCountries}
            errors={errors} onChange={changeAddress('billing')} onBlur={blurAddress('billing')} />
        </div>
        <div className="shopper-details__actions">
          <button className="button button--primary" type="submit" disabled={status === 'saving'}>
            {status === 'saving' ? t.savingDetails : t.saveDetails}
          </button>
          <p className="shopper-details__status" role="status">{status === 'saved' ? t.detailsSaved : ''}</p>
        </div>
      </form>
    </section>
  );
}
