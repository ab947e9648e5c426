/**
 * The sandbox payment forms (no client key), shown in the payment area's containers: a card
 * form, a stored card's security code, SEPA direct debit, the redirect methods' note and the
 * wallet buttons. Controlled by `PaymentMethods`, which holds their values and errors.
 */
import type { CardBrand } from '../../../../../domain/checkout/card/card-brand.js';
import type { CardFormState } from '../../../rules/checkout/card-form-state.js';
import { policiesForBrand } from '../../../rules/checkout/card-policies.js';
import { groupCardNumber, securityCodeLength, typedExpiry, typedSecurityCode, type CardField } from '../../../rules/checkout/sandbox-card-fields.js';
import type { StoredCard } from '../../../../../domain/checkout/card/stored-card.js';
import type { PaymentOption } from '../../../rules/checkout/payment-options.js';
import type { TranslatableStrings } from '../../../../i18n/catalogue.js';
import { interpolate } from '../../../runtime/i18n/interpolate.js';
import { useStrings } from '../../../runtime/i18n/strings-context.js';
import { CARD_BRAND_NAMES, CardBrandBadge } from './card-brand-badge.js';
import { PaymentField } from './payment-field.js';

export const CARD_FIELD_IDS: Readonly<Record<CardField, string>> = {
  cardNumber: 'payment-card-number',
  expiryDate: 'payment-card-expiry',
  securityCode: 'payment-card-security-code',
  holderName: 'payment-card-holder',
};

export const SEPA_FIELD_IDS = { iban: 'payment-sepa-iban', ownerName: 'payment-sepa-owner' } as const;
export type SepaField = keyof typeof SEPA_FIELD_IDS;
export type SepaErrors = Partial<Record<SepaField, 'sepaIbanInvalid' | 'sepaOwnerRequired'>>;

export const STORED_CARD_CODE_ID = 'payment-stored-card-code';

function securityCodeHint(t: TranslatableStrings, brand: CardBrand | null): string {
  return brand === 'amex' ? t.cardSecurityCodeHintAmex : interpolate(t.cardSecurityCodeHint, { digits: securityCodeLength(brand) });
}

const CARD_STORE_ID = 'payment-card-store';

/**
 * The sandbox card form, as Adyen's card component shows it: the brand beside the number, the
 * expiry and the security code only where the brand's policies show them (an optional code is
 * not required), and 'Unsupported card entered' on the number for a brand not accepted.
 */
export function CardForm({ form, onChange, onBlur, store }: {
  form: Pick<CardFormState, 'values' | 'errors' | 'brand' | 'policies'>;
  onChange(field: CardField, value: string): void;
  onBlur(field: CardField): void;
  /** Offered to a signed-in shopper only: keep the card for the next order. */
  store?: { checked: boolean; onChange(checked: boolean): void } | undefined;
}) {
  const t = useStrings();
  const { values, errors, brand, policies } = form;
  const error = (field: CardField) => (errors[field] ? t[errors[field]] : undefined);
  return (
    <div className="payment-form payment-form--card">
      <PaymentField id={CARD_FIELD_IDS.cardNumber} name="cardNumber" label={t.cardNumberLabel} value={values.cardNumber}
        inputMode="numeric" autoComplete="cc-number" spellCheck={false} maxLength={23} required
        aria-describedby="payment-card-brand" error={error('cardNumber')}
        adornment={<CardBrandBadge brand={brand} id="payment-card-brand" label={brand ? interpolate(t.cardBrand, { brand: CARD_BRAND_NAMES[brand] }) : ''} />}
        onValue={(v) => onChange('cardNumber', groupCardNumber(v))} onBlur={() => onBlur('cardNumber')} />
      <div className="payment-form__row">
        {policies.datePolicy !== 'hidden' && (
          <PaymentField id={CARD_FIELD_IDS.expiryDate} name="expiryDate" label={t.cardExpiryLabel} value={values.expiryDate}
            inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" maxLength={7} required error={error('expiryDate')}
            onValue={(v) => onChange('expiryDate', typedExpiry(v))} onBlur={() => onBlur('expiryDate')} />
        )}
        {policies.cvcPolicy !== 'hidden' && (
          <PaymentField id={CARD_FIELD_IDS.securityCode} name="securityCode" label={t.cardSecurityCodeLabel} value={values.securityCode}
            inputMode="numeric" autoComplete="cc-csc" maxLength={securityCodeLength(brand)} required={policies.cvcPolicy === 'required'} hint={securityCodeHint(t, brand)}
            error={error('securityCode')} onValue={(v) => onChange('securityCode', typedSecurityCode(v, brand))} onBlur={() => onBlur('securityCode')} />
        )}
      </div>
      <PaymentField id={CARD_FIELD_IDS.holderName} name="holderName" label={t.cardHolderLabel} value={values.holderName}
        autoComplete="cc-name" spellCheck={false} maxLength={80} required error={error('holderName')}
        onValue={(v) => onChange('holderName', v)} onBlur={() => onBlur('holderName')} />
      {store && (
        <div className="payment-form__store">
          <input className="payment-area__checkbox" type="checkbox" id={CARD_STORE_ID} name="storePaymentMethod" checked={store.checked}
            aria-describedby={`${CARD_STORE_ID}-hint`} onChange={(e) => store.onChange(e.currentTarget.checked)} />
          <label htmlFor={CARD_STORE_ID}>{t.cardStoreLabel}</label>
          <p className="form-field__hint payment-form__store-hint" id={`${CARD_STORE_ID}-hint`}>{t.cardStoreHint}</p>
        </div>
      )}
    </div>
  );
}

export function storedCardLabel(t: TranslatableStrings, card: StoredCard): string {
  const brand = card.brand in CARD_BRAND_NAMES ? CARD_BRAND_NAMES[card.brand as CardBrand] : card.brand;
  return interpolate(t.storedCardLabel, { brand, lastFour: card.lastFour, month: card.expiryMonth, year: card.expiryYear.slice(-2) });
}

export function StoredCardForm({ card, code, error, onChange, onBlur }: {
  card: StoredCard;
  code: string;
  error: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
}) {
  const t = useStrings();
  const brand = card.brand in CARD_BRAND_NAMES ? (card.brand as CardBrand) : null;
  const { cvcPolicy } = policiesForBrand(brand);
  if (cvcPolicy === 'hidden') return <p className="payment-form__note">{storedCardLabel(t, card)}</p>;
  return (
    <div className="payment-form payment-form--stored">
      <PaymentField id={STORED_CARD_CODE_ID} name="storedCardSecurityCode" label={interpolate(t.storedCardSecurityCode, { lastFour: card.lastFour })}
        value={code} inputMode="numeric" autoComplete="cc-csc" maxLength={securityCodeLength(brand)} required={cvcPolicy === 'required'} hint={securityCodeHint(t, brand)} error={error}
        onValue={(v) => onChange(typedSecurityCode(v, brand))} onBlur={onBlur} />
    </div>
  );
}

export function SepaForm({ iban, ownerName, errors, onChange, onBlur }: {
  iban: string;
  ownerName: string;
  errors: SepaErrors;
  onChange(field: SepaField, value: string): void;
  onBlur(field: SepaField): void;
}) {
  const t = useStrings();
  return (
    <div className="payment-form payment-form--sepa">
      <PaymentField id={SEPA_FIELD_IDS.ownerName} name="ownerName" label={t.sepaOwnerLabel} value={ownerName} autoComplete="name"
        maxLength={80} required error={errors.ownerName ? t[errors.ownerName] : undefined}
        onValue={(v) => onChange('ownerName', v)} onBlur={() => onBlur('ownerName')} />
      <PaymentField id={SEPA_FIELD_IDS.iban} name="iban" label={t.sepaIbanLabel} value={iban} autoComplete="off" spellCheck={false}
        autoCapitalize="characters" maxLength={42} required placeholder="DE89 3704 0044 0532 0130 00"
        error={errors.iban ? t[errors.iban] : undefined} onValue={(v) => onChange('iban', v)} onBlur={() => onBlur('iban')} />
    </div>
  );
}

export function RedirectNote({ option }: { option: PaymentOption }) {
  const t = useStrings();
  return <p className="payment-form__note">{option.type === 'ideal' ? t.paymentIdealNote : interpolate(t.paymentRedirectNote, { name: option.name })}</p>;
}

/**
 * The sandbox's wallet button (no client key; with one, the wallet's own button is Adyen's). The
 * express group's button says so in its name, which keeps the visible words (a screen reader's
 * list of buttons would otherwise show two alike that do different things).
 */
export function WalletButton({ option, disabled, express = false, onPay }: { option: PaymentOption; disabled: boolean; express?: boolean; onPay(event: { currentTarget: HTMLButtonElement }): void }) {
  const t = useStrings();
  const apple = option.type === 'applepay';
  const text = apple ? t.applePayButton : t.googlePayButton;
  return (
    <button type="button" className={`wallet-button wallet-button--${apple ? 'apple' : 'google'}`} data-pay-button="" disabled={disabled} onClick={onPay}
      aria-label={express ? `${t.walletExpressTitle}: ${text}` : undefined}>
      {text}
    </button>
  );
}
