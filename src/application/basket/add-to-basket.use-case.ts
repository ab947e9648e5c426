import { catalogLanguageOf } from '../../domain/catalog/catalog-language.js';
import { stockLevelOf } from '../../domain/catalog/product.js';
import { addLine, type BasketError, type BasketErrorCode } from '../../domain/basket/basket.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { BasketRepository, StoredBasketLine } from '../../ports/basket-repository.port.js';
import type { CatalogReader } from '../../ports/catalog.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { IdGenerator } from '../../ports/id-generator.port.js';
import { isNewOwner, ownerNow, type OwnerToBe } from '../accounts/owner-to-be.js';
import { cartEvent } from './cart-event.js';
import { validateGiftVoucherFields, type GiftVoucherFields, type GiftVoucherProblem } from './gift-voucher-fields.js';

export interface AddToBasketCommand {
  /** The basket's owner, or how to make one (a browser without a session) once the add will pass. */
  owner: OwnerToBe;
  site: SiteVariant;
  productId: number;
  stockId: string;
  quantity: number;
  /** The gift card grid's fields; required for a gift voucher, ignored otherwise. */
  giftVoucher: GiftVoucherFields | null;
}

export type AddToBasketErrorCode = 'PRODUCT_NOT_FOUND' | 'PRODUCT_ARCHIVED' | 'STOCK_NOT_FOUND' | 'INVALID_GIFT_VOUCHER' | BasketErrorCode;

/** A code and the figures its message needs; the words are looked up at the edge. */
export type AddToBasketError =
  | BasketError
  | { code: 'PRODUCT_NOT_FOUND' | 'PRODUCT_ARCHIVED' | 'STOCK_NOT_FOUND' }
  | { code: 'INVALID_GIFT_VOUCHER'; field: GiftVoucherProblem | 'VOUCHER_MISSING' };

/** The basket add response of spec section 3, for a successful add. */
export interface AddedToBasket {
  line: StoredBasketLine;
  count: number;
  /** The product's name, for the shopper's confirmation. */
  productName: string;
  /** Set when the size is running low; `unitsLeft` then says how many are left. */
  hasWarning: boolean;
  unitsLeft: number | null;
  dataLayer: string;
  eventId: string;
}

/**
 * Adds units of one size (or one gift voucher) to the owner's basket. The product must be on
 * the site's brand and the stock id one of its sizes; stock and line limits are enforced by the
 * repository in the same statement that writes, which also answers with the new count: the
 * product comes from the catalog reader (the per-node cache), so an add is one database statement
 * (ADR 23). Nothing changes when it fails, not even a session for a browser that had none.
 */
export class AddToBasket {
  constructor(
    private readonly baskets: BasketRepository,
    private readonly catalog: CatalogReader,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(cmd: AddToBasketCommand): Promise<Result<AddedToBasket, AddToBasketError>> {
    const product = await this.catalog.findProductById(cmd.productId, catalogLanguageOf(cmd.site.locale));
    if (product === null || product.brand !== cmd.site.brand) {
      return err({ code: 'PRODUCT_NOT_FOUND' });
    }
    if (product.archived) return err({ code: 'PRODUCT_ARCHIVED' });
    const size = product.sizes.find((s) => s.stockId === cmd.stockId);
    if (size === undefined) return err({ code: 'STOCK_NOT_FOUND' });
    if (size.unitsInStock <= 0) return err({ code: 'OUT_OF_STOCK', available: 0 });
    const now = this.clock.now();
    let giftVoucher = null;
    if (product.kind === 'evoucher-giftcard') {
      if (cmd.giftVoucher === null) return err({ code: 'INVALID_GIFT_VOUCHER', field: 'VOUCHER_MISSING' });
      const checked = validateGiftVoucherFields(product, cmd.giftVoucher, cmd.site, now);
      if (!checked.ok) return err({ code: 'INVALID_GIFT_VOUCHER', field: checked.error });
      giftVoucher = checked.value;
    }
    if (isNewOwner(cmd.owner)) {
      // A new owner's basket is empty: the stock and line limits are checked here, before the
      // session is made, against the catalog's units (the statement checks them again).
      const checked = addLine([], { shoppingBasketId: '', productId: product.id, stockId: size.stockId, quantity: cmd.quantity }, size.unitsInStock);
      if (!checked.ok) return err(checked.error);
    }
    const owner = await ownerNow(cmd.owner);
    const added = await this.baskets.add(owner, { stockId: size.stockId, quantity: cmd.quantity, giftVoucher }, this.ids.next(), now);
    if (!added.ok) return err(added.error);
    const eventId = this.ids.next();
    const lowStock = product.kind === 'apparel' && stockLevelOf(size.unitsInStock) === 'lowstock';
    return ok({
      line: added.value.line,
      count: added.value.basket.count,
      productName: product.name,
      hasWarning: lowStock,
      unitsLeft: lowStock ? size.unitsInStock : null,
      dataLayer: cartEvent('add_to_cart', { product, line: added.value.line, quantity: cmd.quantity, site: cmd.site, eventId, now }),
      eventId,
    });
  }
}
