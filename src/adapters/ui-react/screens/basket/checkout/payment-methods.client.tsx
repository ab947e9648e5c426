/**
 * The payment methods of the basket page, rendered in the browser once the area is needed: the
 * methods GetPaymentMethods lists as one radio group (each radio controls its container, which
 * shows the method's form), the forms themselves in their server-rendered containers, and the
 * pay-now button's click: the chosen method's details are checked (errors beside each field and
 * in the alert list) and paid through the runner. With a client key the card is Adyen's
 * (`adyen-card.client.ts`, loaded only then); every other method keeps the forms here.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { assertNever } from '../../../../../domain/shared/result.js';
import { groupIban, validateIban } from '../../../../../domain/checkout/iban/iban.js';
import { validateSepaForm } from '../../../rules/checkout/sepa-form.js';
import { cardErrors, sandboxCardPayload } from '../../../rules/checkout/card-form-state.js';
import { CARD_FIELDS, storedCardPayload, supportedBrandsOf, type CardErrors } from '../../../rules/checkout/sandbox-card-fields.js';
import { PAYMENT_CONTAINERS, paymentOptions, type PaymentMethodsAnswer, type PaymentOption } from '../../../rules/checkout/payment-options.js';
import type { BrowserWallets } from '../../../rules/checkout/wallet-availability.js';
import { useStrings } from '../../../runtime/i18n/strings-context.js';
import type { TranslatableStrings } from '../../../../i18n/catalogue.js';
import { browserInfo, getPaymentMethods } from './payment-api.client.js';
import type { PaymentAreaView } from './payment-area.view.js';
import {
  CARD_FIELD_IDS,
  CardForm,
  RedirectNote,
  SEPA_FIELD_IDS,
  SepaForm,
  StoredCardForm,
  STORED_CARD_CODE_ID,
  storedCardLabel,
  type SepaErrors,
  type SepaField,
} from './payment-forms.js';
import { PAY_NOW } from './payment-ids.js';
import type { PaymentAlert, PaymentRunner } from './payment-runner.client.js';
import type { AdyenCard } from './adyen-card.client.js';
import { useSandboxCard } from './sandbox-card.client.js';
import { WalletCheckout, WalletExpress } from './wallet-checkout.client.js';

export interface PaymentMethodsProps {
  settings: PaymentAreaView;
  runner: PaymentRunner;
  wallets: BrowserWallets;
  /** Today's month, for the expiry rules. */
  today: { year: number; month: number };
  /** Loads Adyen's card (client key set); the sandbox form otherwise. */
  loadAdyenCard?: (container: HTMLElement, answer: PaymentMethodsAnswer) => Promise<AdyenCard>;
  /** A pay-now click made before this code was loaded. */
  payRequested?: boolean;
}

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; answer: PaymentMethodsAnswer; options: PaymentOption[] };
type AdyenState = { kind: 'none' } | { kind: 'loading' } | { kind: 'ready'; card: AdyenCard } | { kind: 'failed' };

const containerOf = (option: PaymentOption): HTMLElement | null => document.getElementById(PAYMENT_CONTAINERS[option.container]);

function sepaFieldError(field: SepaField, iban: string, ownerName: string, complete: boolean): SepaErrors[SepaField] {
  if (field === 'ownerName') return complete && ownerName.trim() === '' ? 'sepaOwnerRequired' : undefined;
  const result = validateIban(iban);
  if (result.ok === true) return undefined;
  if (result.ok === 'incomplete') return complete ? 'sepaIbanInvalid' : undefined;
  return 'sepaIbanInvalid';
}

function cardAlerts(t: TranslatableStrings, errors: CardErrors): PaymentAlert[] {
  return CARD_FIELDS.flatMap((field) => {
    const error = errors[field];
    return error ? [{ text: t[error], fieldId: CARD_FIELD_IDS[field] }] : [];
  });
}

export function PaymentMethods({ settings, runner, wallets, today, loadAdyenCard, payRequested }: PaymentMethodsProps) {
  const t = useStrings();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [storedCode, setStoredCode] = useState('');
  const [storeCard, setStoreCard] = useState(false);
  const [storedError, setStoredError] = useState<string | undefined>(undefined);
  const [sepa, setSepa] = useState({ iban: '', ownerName: '' });
  const [sepaErrors, setSepaErrors] = useState<SepaErrors>({});
  const [adyen, setAdyen] = useState<AdyenState>({ kind: 'none' });
  const [pending, setPending] = useState(payRequested ?? false);

  useEffect(() => {
    let live = true;
    getPaymentMethods(settings.merchantAccount).then(
      (answer) => live && setLoaded({ kind: 'ready', answer, options: paymentOptions(answer, wallets) }),
      () => live && setLoaded({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [settings.merchantAccount, wallets]);

  const options = loaded.kind === 'ready' ? loaded.options : [];
  const chosenOption = options.find((o) => o.key === chosen) ?? null;
  const cardOption = options.find((o) => o.form === 'card') ?? null;
  const supportedBrands = useMemo(() => supportedBrandsOf(cardOption?.brands), [cardOption]);
  const [cardForm, dispatchCard] = useSandboxCard(today, supportedBrands);

  // The chosen method's container is shown, every other one hidden.
  useEffect(() => {
    for (const id of Object.values(PAYMENT_CONTAINERS)) {
      if (id === PAYMENT_CONTAINERS.challenge) continue;
      const element = document.getElementById(id);
      if (element) element.hidden = chosenOption === null || PAYMENT_CONTAINERS[chosenOption.container] !== id;
    }
  }, [chosenOption]);

  // Adyen's card, loaded only with a client key and only once the card is listed.
  useEffect(() => {
    if (!loadAdyenCard || loaded.kind !== 'ready' || !cardOption || adyen.kind !== 'none') return;
    const container = containerOf(cardOption);
    if (!container) return;
    setAdyen({ kind: 'loading' });
    loadAdyenCard(container, loaded.answer).then(
      (adyenCard) => setAdyen({ kind: 'ready', card: adyenCard }),
      () => setAdyen({ kind: 'failed' }),
    );
  }, [loadAdyenCard, loaded, cardOption, adyen.kind]);

  const payChosen = useCallback(() => {
    if (runner.paying) return;
    if (loaded.kind === 'loading') {
      setPending(true);
      return;
    }
    if (chosenOption === null) {
      runner.showAlerts([{ text: t.paymentChooseMethod, fieldId: options[0] ? `payment-method-${options[0].key}` : undefined }]);
      return;
    }
    switch (chosenOption.form) {
      case 'card': {
        if (loadAdyenCard) {
          if (adyen.kind === 'ready') adyen.card.submit();
          else runner.showAlerts([{ text: t.paymentProviderFailed }]);
          return;
        }
        dispatchCard({ type: 'submitted' });
        const payload = sandboxCardPayload(cardForm);
        if (payload === null) {
          runner.showAlerts(cardAlerts(t, cardErrors(cardForm, today)));
          return;
        }
        void runner.pay({ ...payload }, { browserInfo: browserInfo(), storePaymentMethod: settings.storeCardsOffered && storeCard });
        return;
      }
      case 'storedCard': {
        const stored = chosenOption.storedCard;
        if (!stored) return;
        const payload = storedCardPayload(stored.id, stored.brand, storedCode);
        if (payload === null) {
          setStoredError(t.securityCodeRequired);
          runner.showAlerts([{ text: t.securityCodeRequired, fieldId: STORED_CARD_CODE_ID }]);
          return;
        }
        void runner.pay({ ...payload }, { browserInfo: browserInfo() });
        return;
      }
      case 'sepa': {
        const result = validateSepaForm({ iban: sepa.iban, ownerName: sepa.ownerName });
        if (!result.ok) {
          const errors: SepaErrors = {
            ownerName: sepaFieldError('ownerName', sepa.iban, sepa.ownerName, true),
            iban: sepaFieldError('iban', sepa.iban, sepa.ownerName, true),
          };
          setSepaErrors(errors);
          runner.showAlerts((['ownerName', 'iban'] as const).flatMap((f) => {
            const error = errors[f];
            return error ? [{ text: t[error], fieldId: SEPA_FIELD_IDS[f] }] : [];
          }));
          return;
        }
        void runner.pay({ type: 'sepadirectdebit', iban: result.value.iban, ownerName: result.value.ownerName });
        return;
      }
      case 'redirect':
        void runner.pay({ type: chosenOption.type });
        return;
      case 'wallet':
        // The wallet pays from its own button, once its sheet gives a token (a wallet's sheet opens only on a click of it): pay now leads there.
        containerOf(chosenOption)?.querySelector<HTMLElement>('button, [tabindex="0"]')?.focus();
        return;
      default:
        assertNever(chosenOption.form);
    }
  }, [runner, loaded.kind, chosenOption, options, loadAdyenCard, adyen, cardForm, dispatchCard, today, storedCode, storeCard, settings.storeCardsOffered, sepa, t]);

  // THE pay-now button is server-rendered outside this tree.
  useEffect(() => {
    const button = document.querySelector<HTMLButtonElement>(PAY_NOW);
    if (!button) return;
    const onClick = (): void => payChosen();
    button.addEventListener('click', onClick);
    return () => button.removeEventListener('click', onClick);
  }, [payChosen]);

  // A click on pay now before the methods were here: answered once they are.
  useEffect(() => {
    if (!pending || loaded.kind === 'loading') return;
    setPending(false);
    payChosen();
  }, [pending, loaded.kind, payChosen]);

  const changeSepa = (field: SepaField, value: string): void => {
    const next = { ...sepa, [field]: field === 'iban' ? groupIban(value) : value };
    setSepa(next);
    if (sepaErrors[field]) setSepaErrors((current) => ({ ...current, [field]: sepaFieldError(field, next.iban, next.ownerName, false) }));
  };
  const blurSepa = (field: SepaField): void => {
    setSepaErrors((current) => ({ ...current, [field]: sepaFieldError(field, sepa.iban, sepa.ownerName, true) }));
  };

  if (loaded.kind === 'loading') return <p className="payment-area__loading">{t.paymentLoading}</p>;
  if (loaded.kind === 'failed') return <p className="payment-area__problem" role="alert">{t.refreshAndRetry}</p>;
  if (options.length === 0) return <p className="payment-area__problem">{t.paymentNoMethods}</p>;

  const formFor = (option: PaymentOption) => {
    switch (option.form) {
      case 'card':
        if (loadAdyenCard) {
          return adyen.kind === 'failed' ? <p className="payment-form__problem" role="alert">{t.paymentProviderFailed}</p> : null;
        }
        return (
          <CardForm form={cardForm} onChange={(field, value) => dispatchCard({ type: 'typed', field, value })} onBlur={(field) => dispatchCard({ type: 'left', field })}
            store={settings.storeCardsOffered ? { checked: storeCard, onChange: setStoreCard } : undefined} />
        );
      case 'storedCard':
        return option.storedCard && (
          <StoredCardForm card={option.storedCard} code={storedCode} error={storedError}
            onChange={(v) => { setStoredCode(v); if (storedError) setStoredError(undefined); }}
            onBlur={() => setStoredError(storedCardPayload(option.storedCard?.id ?? '', option.storedCard?.brand ?? '', storedCode) ? undefined : t.securityCodeRequired)} />
        );
      case 'sepa':
        return <SepaForm iban={sepa.iban} ownerName={sepa.ownerName} errors={sepaErrors} onChange={changeSepa} onBlur={blurSepa} />;
      case 'redirect':
        return <RedirectNote option={option} />;
      case 'wallet':
        return loaded.kind === 'ready' ? <WalletCheckout option={option} settings={settings} runner={runner} answer={loaded.answer} express={false} /> : null;
      default:
        return assertNever(option.form);
    }
  };

  // Each container shows one form: the chosen stored card's, or the method's.
  const portals = options
    .filter((option) => option.form !== 'storedCard' || option.key === (chosenOption?.form === 'storedCard' ? chosenOption.key : options.find((o) => o.form === 'storedCard')?.key))
    .map((option) => {
      const container = containerOf(option);
      return container ? createPortal(formFor(option), container, option.key) : null;
    });

  return (
    <>
      {loaded.kind === 'ready' && <WalletExpress options={options} settings={settings} runner={runner} answer={loaded.answer} />}
      <fieldset className="payment-methods">
        <legend className="payment-methods__legend">{t.paymentMethodsLegend}</legend>
        {options.map((option) => (
          <div className="payment-methods__option" key={option.key}>
            <input className="payment-methods__radio" type="radio" name="paymentMethod" id={`payment-method-${option.key}`} value={option.key}
              checked={chosen === option.key} aria-controls={PAYMENT_CONTAINERS[option.container]}
              onChange={() => { setChosen(option.key); runner.clearAlerts(); }} />
            <label className="payment-methods__label" htmlFor={`payment-method-${option.key}`}>
              {option.storedCard ? storedCardLabel(t, option.storedCard) : option.name}
            </label>
          </div>
        ))}
      </fieldset>
      {portals}
    </>
  );
}
