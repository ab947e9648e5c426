/** The first order number a shop hands out: references read 'EV-1000001' onwards. */
export const FIRST_ORDER_NUMBER = 1_000_001;

const REFERENCE_SHAPE = /^([A-Z]{2,4})-(\d{7,12})$/;

/**
 * The human order number, also the provider's merchant reference: the site's brand code in upper
 * case, a dash, and the shop-wide order number ('EV-1000123' for Evans).
 */
export function orderReference(variantCode: string, orderNumber: number): string {
  const prefix = variantCode.toUpperCase();
  if (!/^[A-Z]{2,4}$/.test(prefix)) throw new RangeError(`An order reference needs a 2 to 4 letter brand code, got '${variantCode}'`);
  if (!Number.isSafeInteger(orderNumber) || orderNumber < FIRST_ORDER_NUMBER) throw new RangeError(`Order numbers start at ${FIRST_ORDER_NUMBER}, got ${orderNumber}`);
  return `${prefix}-${orderNumber}`;
}

/** The parts of a reference, or null for anything that is not one (a typed or tampered string). */
export function parseOrderReference(reference: string): { prefix: string; orderNumber: number } | null {
  const match = REFERENCE_SHAPE.exec(reference);
  if (!match) return null;
  const orderNumber = Number(match[2]);
  if (!Number.isSafeInteger(orderNumber) || orderNumber < FIRST_ORDER_NUMBER) return null;
  return { prefix: match[1]!, orderNumber };
}
