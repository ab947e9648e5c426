import type { KLARNA_ENGLISH } from '../ui-react/runtime/i18n/klarna-english.js';

type KlarnaStrings = { readonly [K in keyof typeof KLARNA_ENGLISH]: string };

/** German page strings of the Klarna wallet button. */
export const deKlarnaPageStrings: KlarnaStrings = {
  klarnaTitle: 'Später bezahlen mit Klarna',
  klarnaIntro: 'Jetzt kaufen, später bezahlen: Klarna bittet Sie, die Zahlung zu genehmigen, dann wird Ihre Bestellung aufgegeben.',
  klarnaPay: 'Mit Klarna bezahlen',
  klarnaOpening: 'Klarna wird geöffnet…',
  klarnaCompleting: 'Klarna hat die Zahlung genehmigt. Ihre Bestellung wird aufgegeben…',
  klarnaUnavailable: 'Klarna ist gerade nicht verfügbar. Bitte wählen Sie eine andere Zahlungsart.',
  klarnaCancelled: 'Sie haben Klarna geschlossen. Ihr Warenkorb ist unverändert.',
  klarnaSandboxTitle: 'Klarna-Sandbox',
  klarnaSandboxText: 'Es wird kein echtes Klarna-Konto verwendet: Genehmigen gibt die Bestellung auf, Ablehnen zeigt, was bei einer Ablehnung geschieht.',
  klarnaSandboxAmount: 'Betrag: {amount}',
  klarnaSandboxApprove: 'Genehmigen',
  klarnaSandboxDecline: 'Ablehnen',
  klarnaSandboxClose: 'Schließen',
};

/** French page strings of the Klarna wallet button. */
export const frKlarnaPageStrings: KlarnaStrings = {
  klarnaTitle: 'Payer plus tard avec Klarna',
  klarnaIntro: 'Achetez maintenant, payez plus tard : Klarna vous demande d’approuver le paiement, puis votre commande est passée.',
  klarnaPay: 'Payer avec Klarna',
  klarnaOpening: 'Ouverture de Klarna…',
  klarnaCompleting: 'Klarna a approuvé le paiement. Votre commande est en cours…',
  klarnaUnavailable: 'Klarna n’est pas disponible pour le moment. Veuillez choisir un autre moyen de paiement.',
  klarnaCancelled: 'Vous avez fermé Klarna. Votre panier n’a pas changé.',
  klarnaSandboxTitle: 'Bac à sable Klarna',
  klarnaSandboxText: 'Aucun vrai compte Klarna n’est utilisé : approuvez pour passer la commande, ou refusez pour voir ce que fait un refus.',
  klarnaSandboxAmount: 'Montant : {amount}',
  klarnaSandboxApprove: 'Approuver',
  klarnaSandboxDecline: 'Refuser',
  klarnaSandboxClose: 'Fermer',
};
