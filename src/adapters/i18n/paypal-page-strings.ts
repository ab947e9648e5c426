import type { PAYPAL_ENGLISH } from '../ui-react/runtime/i18n/paypal-english.js';

type PayPalStrings = { readonly [K in keyof typeof PAYPAL_ENGLISH]: string };

/** German page strings of the PayPal button and the PayPal sandbox's approval page. */
export const dePayPalPageStrings: PayPalStrings = {
  payPalButtonLabel: 'Mit PayPal bezahlen',
  payPalButtonRegion: 'PayPal',
  payPalLoading: 'PayPal wird geladen…',
  payPalProcessing: 'Ihre PayPal-Zahlung wird abgeschlossen…',
  payPalSandboxTitle: 'PayPal: Zahlung bestätigen',
  payPalSandboxIntro: '{amount} an den Shop für die Bestellung {reference} bezahlen.',
  payPalSandboxShipsTo: 'Lieferung an: {address}',
  payPalSandboxNoAddress: 'Lieferung an: Ihre PayPal-Adresse (Vereinigtes Königreich)',
  payPalSandboxFundingLegend: 'Bezahlen mit',
  payPalSandboxBalance: 'PayPal-Guthaben',
  payPalSandboxDeclinedCard: 'Eine Karte, die PayPal ablehnt (um eine fehlgeschlagene Zahlung zu testen)',
  payPalSandboxApprove: 'Bestätigen und bezahlen',
  payPalSandboxCancel: 'Abbrechen und zum Shop zurückkehren',
  payPalSandboxShippingLegend: 'Lieferadresse ändern',
  payPalSandboxCountry: 'Land',
  payPalSandboxPostcode: 'Postleitzahl',
  payPalSandboxChangeShipping: 'Diese Adresse verwenden',
  payPalSandboxShippingAccepted: 'Der Shop hat die neue Lieferadresse akzeptiert.',
  payPalShippingCountryError: 'Der Shop liefert nicht in dieses Land. Bitte wählen Sie eine andere Adresse.',
  payPalShippingZipError: 'Die gewählte Lieferart erreicht diese Adresse oder Postleitzahl nicht. Bitte wählen Sie eine andere Adresse.',
  payPalShippingAddressError: 'Der Shop kann nicht an diese Adresse liefern. Bitte wählen Sie eine andere Adresse.',
};

/** French page strings of the PayPal button and the PayPal sandbox's approval page. */
export const frPayPalPageStrings: PayPalStrings = {
  payPalButtonLabel: 'Payer avec PayPal',
  payPalButtonRegion: 'PayPal',
  payPalLoading: 'Chargement de PayPal…',
  payPalProcessing: 'Finalisation de votre paiement PayPal…',
  payPalSandboxTitle: 'PayPal : confirmez votre paiement',
  payPalSandboxIntro: 'Payer {amount} à la boutique pour la commande {reference}.',
  payPalSandboxShipsTo: 'Livraison à : {address}',
  payPalSandboxNoAddress: 'Livraison à : votre adresse PayPal (Royaume-Uni)',
  payPalSandboxFundingLegend: 'Payer avec',
  payPalSandboxBalance: 'Solde PayPal',
  payPalSandboxDeclinedCard: 'Une carte refusée par PayPal (pour essayer un paiement échoué)',
  payPalSandboxApprove: 'Confirmer et payer',
  payPalSandboxCancel: 'Annuler et revenir à la boutique',
  payPalSandboxShippingLegend: 'Changer l’adresse de livraison',
  payPalSandboxCountry: 'Pays',
  payPalSandboxPostcode: 'Code postal',
  payPalSandboxChangeShipping: 'Utiliser cette adresse',
  payPalSandboxShippingAccepted: 'La boutique a accepté la nouvelle adresse de livraison.',
  payPalShippingCountryError: 'La boutique ne livre pas dans ce pays. Veuillez choisir une autre adresse.',
  payPalShippingZipError: 'Le mode de livraison choisi ne dessert pas cette adresse ou ce code postal. Veuillez choisir une autre adresse.',
  payPalShippingAddressError: 'La boutique ne peut pas livrer à cette adresse. Veuillez choisir une autre adresse.',
};
