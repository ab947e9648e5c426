import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { Clock } from '../../ports/clock.port.js';
import type { Orders } from '../../ports/orders.port.js';
import type { PurchaseReports } from '../../ports/purchase-reports.port.js';
import { purchaseEvent, type Ga4Event } from './ga4-events.js';

/**
 * The GA4 purchase event of a paid order, for the first showing of its confirmation page only:
 * the order is marked reported in the statement that reads its products, so a reload, another
 * device or a read at the same moment gets null. Reads the order only when the claim was won.
 */
export class ReportPurchase {
  constructor(private readonly orders: Orders, private readonly reports: PurchaseReports, private readonly clock: Clock) {}

  async execute(orderId: string, site: SiteVariant): Promise<Ga4Event | null> {
    const products = await this.reports.claim(orderId, this.clock.now());
    if (products === null) return null;
    const order = await this.orders.byId(orderId);
    return order === null ? null : purchaseEvent(order, products, site);
  }
}
