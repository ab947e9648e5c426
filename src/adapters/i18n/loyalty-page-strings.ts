import type { LOYALTY_ENGLISH } from '../ui-react/runtime/i18n/loyalty-english.js';

type LoyaltyStrings = { readonly [K in keyof typeof LOYALTY_ENGLISH]: string };

/** German page strings of the loyalty area and gift voucher box. */
export const deLoyaltyPageStrings: LoyaltyStrings = {
  loyaltyTitle: 'Treueprämien',
  loyaltyPoints: 'Sie haben {points} Punkte.',
  loyaltyNextVoucher: 'Sammeln Sie noch {points} Punkte für einen Gutschein über {value}.',
  loyaltyCreateVoucher: 'Gutschein über {value} erstellen ({points} Punkte)',
  loyaltyCouponsLegend: 'Ihre Treuegutscheine: Haken setzen, um einen für diese Bestellung zu nutzen',
  loyaltyCouponLabel: '{value} Rabatt (Gutschein {label})',
  loyaltyNoCoupons: 'Sie haben noch keine Treuegutscheine.',
  loyaltySignInPrompt: 'Melden Sie sich an, um Punkte zu sammeln und Ihre Treuegutscheine zu nutzen.',
  giftVoucherTitle: 'Geschenkgutschein',
  giftVoucherCodeLabel: 'Gutscheincode',
  giftVoucherCodeHint: 'Der Code auf Ihrer Geschenkkarte, mit oder ohne Bindestriche.',
  giftVoucherApply: 'Einlösen',
  giftVoucherAppliedHeading: 'Geschenkgutscheine dieser Bestellung',
  giftVoucherBalance: '{code}: Guthaben {balance}',
  giftVoucherRemove: 'Entfernen',
  giftVoucherRemoveLabel: 'Geschenkgutschein {code} entfernen',
  giftVoucherAdded: 'Der Geschenkgutschein {code} wurde eingelöst.',
  giftVoucherRemoved: 'Der Geschenkgutschein {code} wurde entfernt.',
};

/** French page strings of the loyalty area and gift voucher box. */
export const frLoyaltyPageStrings: LoyaltyStrings = {
  loyaltyTitle: 'Récompenses fidélité',
  loyaltyPoints: 'Vous avez {points} points.',
  loyaltyNextVoucher: 'Encore {points} points pour un bon d’achat de {value}.',
  loyaltyCreateVoucher: 'Créer un bon d’achat de {value} ({points} points)',
  loyaltyCouponsLegend: 'Vos bons de fidélité : cochez-en un pour l’utiliser sur cette commande',
  loyaltyCouponLabel: '{value} de remise (bon {label})',
  loyaltyNoCoupons: 'Vous n’avez pas encore de bon de fidélité.',
  loyaltySignInPrompt: 'Connectez-vous pour cumuler des points et utiliser vos bons de fidélité.',
  giftVoucherTitle: 'Carte cadeau',
  giftVoucherCodeLabel: 'Code de la carte cadeau',
  giftVoucherCodeHint: 'Le code inscrit sur votre carte cadeau, avec ou sans tirets.',
  giftVoucherApply: 'Appliquer',
  giftVoucherAppliedHeading: 'Cartes cadeaux de cette commande',
  giftVoucherBalance: '{code} : solde {balance}',
  giftVoucherRemove: 'Retirer',
  giftVoucherRemoveLabel: 'Retirer la carte cadeau {code}',
  giftVoucherAdded: 'La carte cadeau {code} a été appliquée.',
  giftVoucherRemoved: 'La carte cadeau {code} a été retirée.',
};
