/** Spec section 3, field names exactly as the client scripts read them. */
export interface ProductDataFields {
  productID: string;
  currency_symbol: string;
  currency_rate: string;
  'currency_symbol-position': string;
  currency_separator: string;
  parent_site_prefix: string;
  productName: string;
  image_location: string;
  /** Current price in GBP major units; the client multiplies by currency_rate to display it. */
  productValue: string;
}
