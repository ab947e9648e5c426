import { catalogLanguageOf } from '../../domain/catalog/catalog-language.js';
import { validateEmail } from '../../domain/checkout/forms/shopper-details.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { BackInStockRequests } from '../../ports/back-in-stock.port.js';
import type { CatalogReader } from '../../ports/catalog.port.js';
import type { Clock } from '../../ports/clock.port.js';

export interface BackInStockNoticeCommand {
  email: string;
  productId: number;
  stockId: string;
  site: SiteVariant;
}

export type BackInStockErrorCode = 'INVALID_EMAIL' | 'PRODUCT_NOT_FOUND' | 'STOCK_NOT_FOUND' | 'IN_STOCK';

export interface BackInStockError {
  code: BackInStockErrorCode;
}

export interface BackInStockNoticeSaved {
  /** False when this email already waited for this size (nothing new stored). */
  created: boolean;
  /** The product's name and the size asked for, for the shopper's confirmation. */
  productName: string;
  size: string;
}

/** A shopper leaves an email for a sold-out size; stored once per email and size. */
export class RequestBackInStockNotice {
  constructor(private readonly requests: BackInStockRequests, private readonly catalog: CatalogReader, private readonly clock: Clock) {}

  async execute(cmd: BackInStockNoticeCommand): Promise<Result<BackInStockNoticeSaved, BackInStockError>> {
    const email = validateEmail(cmd.email);
    if (!email.ok || email.value.length > 254) return err({ code: 'INVALID_EMAIL' });
    const product = await this.catalog.findProductById(cmd.productId, catalogLanguageOf(cmd.site.locale));
    if (product === null || product.brand !== cmd.site.brand) return err({ code: 'PRODUCT_NOT_FOUND' });
    const size = product.sizes.find((s) => s.stockId === cmd.stockId);
    if (size === undefined) return err({ code: 'STOCK_NOT_FOUND' });
    if (size.unitsInStock > 0) return err({ code: 'IN_STOCK' });
    const saved = await this.requests.save({
      email: email.value.toLowerCase(), stockId: size.stockId, productId: product.id, siteId: cmd.site.id, requestedAt: this.clock.now(),
    });
    return ok({ created: saved === 'created', productName: product.name, size: size.ukSize });
  }
}
