import type { Product } from '../../../../domain/catalog/product.js';

/**
 * The images a shopper sees for a product. A gift voucher shows its card designs (choosing a
 * design is choosing the voucher image, spec section 3); other products show their own images.
 */
export function displayImagesOf(product: Pick<Product, 'kind' | 'images' | 'giftCard'>): string[] {
  const designs = product.giftCard?.cardTypes.map((t) => t.image) ?? [];
  return product.kind === 'evoucher-giftcard' && designs.length > 0 ? designs : product.images;
}
