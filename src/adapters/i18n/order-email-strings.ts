/** The order confirmation email's words, per language (the site's locale picks one; English otherwise). */
export interface OrderEmailStrings {
  subject: string;
  greeting: string;
  intro: string;
  orderNumber: string;
  quantity: string;
  size: string;
  giftVoucherFor: string;
  subtotal: string;
  delivery: string;
  reduction: string;
  total: string;
  deliverTo: string;
  courierInstructions: string;
  paidWith: string;
  voucherCodes: string;
  closing: string;
}

const en: OrderEmailStrings = {
  subject: 'Your order {reference} is confirmed',
  greeting: 'Hello {name},',
  intro: 'Thank you for your order. We have received your payment and are getting your order ready.',
  orderNumber: 'Order number',
  quantity: 'Quantity',
  size: 'Size',
  giftVoucherFor: 'Gift voucher for {name}',
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  reduction: 'Coupons and vouchers',
  total: 'Total paid',
  deliverTo: 'Delivery address',
  courierInstructions: 'Instructions for the courier',
  paidWith: 'Paid with',
  voucherCodes: 'Your gift voucher codes',
  closing: 'Thank you for shopping with {brand}.',
};

const de: OrderEmailStrings = {
  subject: 'Ihre Bestellung {reference} ist bestätigt',
  greeting: 'Hallo {name},',
  intro: 'Vielen Dank für Ihre Bestellung. Wir haben Ihre Zahlung erhalten und bereiten Ihre Bestellung vor.',
  orderNumber: 'Bestellnummer',
  quantity: 'Menge',
  size: 'Größe',
  giftVoucherFor: 'Geschenkgutschein für {name}',
  subtotal: 'Zwischensumme',
  delivery: 'Lieferung',
  reduction: 'Coupons und Gutscheine',
  total: 'Bezahlter Betrag',
  deliverTo: 'Lieferadresse',
  courierInstructions: 'Hinweise für den Zusteller',
  paidWith: 'Bezahlt mit',
  voucherCodes: 'Ihre Geschenkgutscheincodes',
  closing: 'Vielen Dank für Ihren Einkauf bei {brand}.',
};

const fr: OrderEmailStrings = {
  subject: 'Votre commande {reference} est confirmée',
  greeting: 'Bonjour {name},',
  intro: 'Merci pour votre commande. Nous avons bien reçu votre paiement et préparons votre commande.',
  orderNumber: 'Numéro de commande',
  quantity: 'Quantité',
  size: 'Taille',
  giftVoucherFor: 'Carte cadeau pour {name}',
  subtotal: 'Sous-total',
  delivery: 'Livraison',
  reduction: 'Bons et cartes cadeaux',
  total: 'Total payé',
  deliverTo: 'Adresse de livraison',
  courierInstructions: 'Instructions pour le livreur',
  paidWith: 'Payé avec',
  voucherCodes: 'Vos codes de carte cadeau',
  closing: 'Merci d’avoir choisi {brand}.',
};

const BY_LANGUAGE: Readonly<Record<string, OrderEmailStrings>> = { en, de, fr };

export function orderEmailStringsFor(locale: string): OrderEmailStrings {
  return BY_LANGUAGE[locale.slice(0, 2).toLowerCase()] ?? en;
}

export const fillIn = (template: string, params: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
