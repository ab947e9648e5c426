import type { WALLET_ENGLISH } from '../ui-react/runtime/i18n/wallet-english.js';

type WalletStrings = { readonly [K in keyof typeof WALLET_ENGLISH]: string };

/** German page strings of the wallet payments and their sandbox sheet. */
export const deWalletPageStrings: WalletStrings = {
  walletExpressTitle: 'Express-Kasse',
  walletExpressNote: 'Ihre Wallet übermittelt E-Mail und Lieferadresse: kein Formular nötig.',
  walletUnavailable: '{wallet} ist gerade nicht verfügbar. Bitte wählen Sie eine andere Zahlungsart.',
  walletSheetTitle: '{wallet} (Sandbox)',
  walletSheetNote: 'Sandbox-Wallet: keine echte Wallet und kein Geld. Wählen Sie eine Testkarte, um zu sehen, was sie bewirkt.',
  walletSheetAmount: '{amount} an {merchant} zahlen',
  walletSheetCards: 'Testkarte',
  walletSheetCardAuthorises: '{brand} mit Endziffern {lastFour}: wird genehmigt',
  walletSheetCardRefused: '{brand} mit Endziffern {lastFour}: wird abgelehnt ({reason})',
  walletSheetContact: 'Kontakt und Lieferung',
  walletSheetEmail: 'E-Mail',
  walletSheetName: 'Vollständiger Name',
  walletSheetAddress1: 'Adresszeile 1',
  walletSheetAddress3: 'Adresszeile 2 (optional)',
  walletSheetLocality: 'Ort',
  walletSheetArea: 'Bundesland, Provinz oder Region (optional)',
  walletSheetPostalCode: 'Postleitzahl',
  walletSheetCountry: 'Ländercode (zwei Buchstaben)',
  walletSheetPhone: 'Telefon',
  walletSheetPay: 'Bezahlen',
  walletSheetCancel: 'Abbrechen',
  walletSheetLoading: 'Testkarten werden geladen…',
  walletSheetFailed: 'Die Sandbox-Wallet konnte nicht starten. Bitte versuchen Sie es erneut.',
};

/** French page strings of the wallet payments and their sandbox sheet. */
export const frWalletPageStrings: WalletStrings = {
  walletExpressTitle: 'Paiement express',
  walletExpressNote: 'Votre portefeuille transmet votre e-mail et votre adresse de livraison : aucun formulaire à remplir.',
  walletUnavailable: '{wallet} n’est pas disponible pour le moment. Veuillez choisir un autre moyen de paiement.',
  walletSheetTitle: '{wallet} (bac à sable)',
  walletSheetNote: 'Portefeuille de test : aucun vrai portefeuille, aucun argent. Choisissez une carte de test pour voir ce qu’elle fait.',
  walletSheetAmount: 'Payer {amount} à {merchant}',
  walletSheetCards: 'Carte de test',
  walletSheetCardAuthorises: '{brand} se terminant par {lastFour} : acceptée',
  walletSheetCardRefused: '{brand} se terminant par {lastFour} : refusée ({reason})',
  walletSheetContact: 'Contact et livraison',
  walletSheetEmail: 'E-mail',
  walletSheetName: 'Nom complet',
  walletSheetAddress1: 'Adresse, ligne 1',
  walletSheetAddress3: 'Adresse, ligne 2 (facultatif)',
  walletSheetLocality: 'Ville',
  walletSheetArea: 'État, province ou région (facultatif)',
  walletSheetPostalCode: 'Code postal',
  walletSheetCountry: 'Code pays (deux lettres)',
  walletSheetPhone: 'Téléphone',
  walletSheetPay: 'Payer',
  walletSheetCancel: 'Annuler',
  walletSheetLoading: 'Chargement des cartes de test…',
  walletSheetFailed: 'Le portefeuille de test n’a pas pu démarrer. Veuillez réessayer.',
};
