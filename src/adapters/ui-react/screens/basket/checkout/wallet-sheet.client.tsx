/**
 * The sandbox wallet sheet (no Adyen credentials): our own modal dialog standing in for Google
 * Pay's or Apple Pay's payment sheet, marked as a sandbox. It lists the sandbox's test cards (one
 * authorises, one is refused) and, for an express payment from the basket, asks an email and a
 * shipping address (a test address of the site's country to start from). Focus moves in and stays
 * inside, Escape cancels, and focus goes back to the wallet button when it closes
 * (modal-surfaces). Approve hands the chosen card and details to the caller, which asks the
 * sandbox to seal the card into a token.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SandboxWalletCard } from '../../../rules/checkout/wallet-sandbox.js';
import { WALLET_NAMES, type WalletAddressFields, type WalletKind } from '../../../rules/checkout/wallet-payload.js';
import { interpolate } from '../../../runtime/i18n/interpolate.js';
import { useStrings } from '../../../runtime/i18n/strings-context.js';
import { focusInto, pushSurface, removeSurface } from '../../../runtime/widgets/modal-surfaces.client.js';
import { PaymentField } from './payment-field.js';

export interface WalletSheetChoice {
  cardId: string;
  express: { email: string; shippingAddress: WalletAddressFields } | null;
}

export interface WalletSheetProps {
  kind: WalletKind;
  /** The amount as the shopper reads it. */
  amountText: string;
  merchantName: string;
  /** null while the cards load; [] when they could not. */
  cards: readonly SandboxWalletCard[] | null;
  /** Express: the sheet asks these, starting from a test address. */
  express: { email: string; shippingAddress: WalletAddressFields } | null;
  opener: Element | null;
  onApprove(choice: WalletSheetChoice): void;
  onCancel(): void;
}

type AddressKey = Exclude<keyof WalletAddressFields, 'countryCode'> | 'countryCode';
const ADDRESS_INPUTS: readonly { key: AddressKey; label: 'walletSheetName' | 'walletSheetAddress1' | 'walletSheetAddress3' | 'walletSheetLocality' | 'walletSheetArea' | 'walletSheetPostalCode' | 'walletSheetCountry' | 'walletSheetPhone'; autoComplete: string }[] = [
  { key: 'name', label: 'walletSheetName', autoComplete: 'shipping name' },
  { key: 'address1', label: 'walletSheetAddress1', autoComplete: 'shipping address-line1' },
  { key: 'address3', label: 'walletSheetAddress3', autoComplete: 'shipping address-line2' },
  { key: 'locality', label: 'walletSheetLocality', autoComplete: 'shipping address-level2' },
  { key: 'administrativeArea', label: 'walletSheetArea', autoComplete: 'shipping address-level1' },
  { key: 'postalCode', label: 'walletSheetPostalCode', autoComplete: 'shipping postal-code' },
  { key: 'countryCode', label: 'walletSheetCountry', autoComplete: 'shipping country' },
  { key: 'phoneNumber', label: 'walletSheetPhone', autoComplete: 'shipping tel' },
];

export function WalletSheet({ kind, amountText, merchantName, cards, express, opener, onApprove, onCancel }: WalletSheetProps) {
  const t = useStrings();
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef(onCancel);
  cancel.current = onCancel;
  const [cardId, setCardId] = useState<string | null>(null);
  const [email, setEmail] = useState(express?.email ?? '');
  const [address, setAddress] = useState<WalletAddressFields | null>(express?.shippingAddress ?? null);
  const wallet = WALLET_NAMES[kind];
  const chosen = cardId ?? cards?.[0]?.id ?? null;

  // A modal surface: Escape and Tab are handled there; focus goes back to the opener on close.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    pushSurface({ element, close: () => cancel.current(), opener });
    return () => removeSurface(element);
  }, [opener]);

  // While the cards load, focus rests on the sheet itself; once they are there it moves to the
  // first card, unless the shopper has already moved it to a control (say Cancel): a focus that
  // jumped under them would turn their Enter into a payment.
  const ready = cards !== null;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!ready) element.focus({ preventScroll: true });
    else if (document.activeElement === element || !element.contains(document.activeElement)) focusInto(element);
  }, [ready]);

  const cardLabel = (card: SandboxWalletCard): string => {
    const values = { brand: card.network, lastFour: card.lastFour, reason: card.refusalReason ?? card.outcome };
    return interpolate(card.outcome === 'Authorised' ? t.walletSheetCardAuthorises : t.walletSheetCardRefused, values);
  };

  return (
    <div className="wallet-sheet__backdrop" data-wallet-sheet-backdrop="">
      <div className={`wallet-sheet wallet-sheet--${kind}`} role="dialog" aria-modal="true" aria-labelledby="wallet-sheet-title"
        aria-describedby="wallet-sheet-note" tabIndex={-1} ref={dialog} data-wallet-sheet="">
        <h2 className="wallet-sheet__title" id="wallet-sheet-title">{interpolate(t.walletSheetTitle, { wallet })}</h2>
        <p className="wallet-sheet__sandbox" id="wallet-sheet-note">{t.walletSheetNote}</p>
        <p className="wallet-sheet__amount">{interpolate(t.walletSheetAmount, { amount: amountText, merchant: merchantName })}</p>
        <form className="wallet-sheet__form" noValidate onSubmit={(event) => {
          event.preventDefault();
          if (chosen === null) return;
          onApprove({ cardId: chosen, express: address === null ? null : { email, shippingAddress: address } });
        }}>
          {cards === null && <p className="wallet-sheet__loading" role="status">{t.walletSheetLoading}</p>}
          {cards !== null && cards.length === 0 && <p className="wallet-sheet__problem" role="alert">{t.walletSheetFailed}</p>}
          {cards !== null && cards.length > 0 && (
            <fieldset className="wallet-sheet__cards">
              <legend className="wallet-sheet__legend">{t.walletSheetCards}</legend>
              {cards.map((card) => (
                <div className="wallet-sheet__card" key={card.id}>
                  <input type="radio" name="walletCard" id={`wallet-card-${card.id}`} value={card.id} checked={chosen === card.id}
                    onChange={() => setCardId(card.id)} />
                  <label htmlFor={`wallet-card-${card.id}`}>{cardLabel(card)}</label>
                </div>
              ))}
            </fieldset>
          )}
          {address !== null && (
            <fieldset className="wallet-sheet__contact">
              <legend className="wallet-sheet__legend">{t.walletSheetContact}</legend>
              <PaymentField id="wallet-sheet-email" name="email" label={t.walletSheetEmail} value={email} type="email" autoComplete="email"
                maxLength={254} onValue={setEmail} />
              {ADDRESS_INPUTS.map((input) => (
                <PaymentField key={input.key} id={`wallet-sheet-${input.key}`} name={input.key} label={t[input.label]} value={address[input.key]}
                  autoComplete={input.autoComplete} maxLength={input.key === 'countryCode' ? 2 : 200}
                  onValue={(value) => setAddress({ ...address, [input.key]: input.key === 'countryCode' ? value.toUpperCase() : value })} />
              ))}
            </fieldset>
          )}
          <div className="wallet-sheet__actions">
            <button type="submit" className="button button--primary wallet-sheet__pay" disabled={chosen === null}>{t.walletSheetPay}</button>
            <button type="button" className="button wallet-sheet__cancel" onClick={() => onCancel()}>{t.walletSheetCancel}</button>
          </div>
        </form>
      </div>
    </div>
  );
}
