import { catalogLanguageOf } from '../../domain/catalog/catalog-language.js';
import { assertNever, err, ok, type Result } from '../../domain/shared/result.js';
import type { Money } from '../../domain/pricing/money.js';
import type { BasketError, QuantityAction } from '../../domain/basket/basket.js';
import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { BasketRepository, StoredBasketLine } from '../../ports/basket-repository.port.js';
import type { CatalogReader } from '../../ports/catalog.port.js';
import type { IdGenerator } from '../../ports/id-generator.port.js';
import { cartEvent } from './cart-event.js';
import type { ViewQuickBasket } from './view-quick-basket.use-case.js';

export interface ChangeBasketLineQuantityCommand {
  owner: BasketOwner;
  site: SiteVariant;
  shoppingBasketId: string;
  action: QuantityAction;
}

export interface BasketLineQuantityChanged {
  /** The line after the change, or null when it left the basket (it fades out). */
  line: StoredBasketLine | null;
  removed: boolean;
  count: number;
  /** The changed line's total (null once removed) and the basket total, in the site's currency. */
  lineTotal: Money | null;
  total: Money;
  dataLayer: string;
}

/**
 * Increase, decrease (a line at 1 is removed) or delete one of the owner's basket lines. The
 * repository's one statement answers with the basket after the change; its lines are priced from
 * the catalog reader (the per-node cache), so a change reads nothing else from the database.
 */
export class ChangeBasketLineQuantity {
  constructor(
    private readonly baskets: BasketRepository,
    private readonly catalog: CatalogReader,
    private readonly ids: IdGenerator,
    private readonly basketView: ViewQuickBasket,
  ) {}

  async execute(cmd: ChangeBasketLineQuantityCommand): Promise<Result<BasketLineQuantityChanged, BasketError>> {
    const changed = await this.baskets.changeQuantity(cmd.owner, cmd.shoppingBasketId, cmd.action);
    if (!changed.ok) return err(changed.error);
    const subject = changed.value.line ?? changed.value.removed!;
    const units = unitsMoved(cmd.action, changed.value.removed);
    const product = await this.catalog.findProductById(subject.productId, catalogLanguageOf(cmd.site.locale));
    const basket = await this.basketView.priced(changed.value.basket.lines, cmd.site);
    const dataLayer = product === null
      ? JSON.stringify({ event: units.event })
      : cartEvent(units.event, { product, line: subject, quantity: units.quantity, site: cmd.site, eventId: this.ids.next(), now: basket.pricedAt });
    const lineTotal = basket.lines.find((l) => l.shoppingBasketId === cmd.shoppingBasketId)?.lineTotal ?? null;
    return ok({ line: changed.value.line, removed: changed.value.removed !== null, count: changed.value.basket.count, lineTotal, total: basket.total, dataLayer });
  }
}

function unitsMoved(action: QuantityAction, removed: StoredBasketLine | null): { event: 'add_to_cart' | 'remove_from_cart'; quantity: number } {
  switch (action) {
    case 'increase':
      return { event: 'add_to_cart', quantity: 1 };
    case 'decrease':
      return { event: 'remove_from_cart', quantity: 1 };
    case 'delete':
      return { event: 'remove_from_cart', quantity: removed?.quantity ?? 1 };
    default:
      return assertNever(action);
  }
}
