/**
 * Turns an order id into the opaque, authenticated string the browser carries
 * (`encryptedOrderId`) and back. `open` answers null for anything tampered with or not ours.
 */
export interface OrderIdCipher {
  seal(orderId: string): string;
  open(sealed: string): string | null;
}
