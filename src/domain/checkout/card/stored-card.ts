/** A card stored for a shopper: a token and what may be shown, never the number. */
export interface StoredCard {
  id: string;
  brand: string;
  lastFour: string;
  expiryMonth: string;
  expiryYear: string;
  holderName: string;
}
