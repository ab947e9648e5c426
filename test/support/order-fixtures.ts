import { defaultDeliveryChoice } from '../../src/domain/delivery/delivery-choice.js';
import type { OrderLine, OrderReduction, OrderSnapshot } from '../../src/domain/orders/order.js';
import { money, multiplyMoney, subtractMoney, sumMoney, type Money } from '../../src/domain/pricing/money.js';
import type { BasketOwner } from '../../src/domain/accounts/basket-owner.js';
import { SAME_BILLING } from './shopper-details-fixtures.js';

export const gbp = (minor: number): Money => money(minor, 'GBP');

export function orderLine(stockId: string, quantity: number, unitMinor = 2500, giftVoucher = false): OrderLine {
  return {
    productId: 1,
    stockId,
    productName: giftVoucher ? 'E-gift card' : 'Wrap dress',
    sizeLabel: giftVoucher ? null : '12',
    image: '/images/p1.jpg',
    quantity,
    unitPrice: gbp(unitMinor),
    lineTotal: multiplyMoney(gbp(unitMinor), quantity),
    giftVoucher: giftVoucher
      ? { value: gbp(unitMinor), cardType: 'Classic', recipientName: 'Ana', recipientEmail: 'ana@example.com', message: 'Happy birthday', deliveryDate: '' }
      : null,
  };
}

/** A snapshot of `lines` for `owner` on the Evans GB site, with standard delivery at £3.95 and the reductions given. */
export function orderSnapshot(owner: BasketOwner, lines: OrderLine[], reductions: OrderReduction[] = []): OrderSnapshot {
  const subtotal = sumMoney(lines.map((l) => l.lineTotal), 'GBP');
  const deliveryPrice = gbp(395);
  const total = subtractMoney(sumMoney([subtotal, deliveryPrice], 'GBP'), sumMoney(reductions.map((r) => r.amount), 'GBP'));
  return {
    owner,
    shopperId: owner.kind === 'shopper' ? owner.shopperId : null,
    siteCode: 'evans',
    lines,
    details: SAME_BILLING,
    delivery: defaultDeliveryChoice('GB'),
    subtotal,
    deliveryPrice,
    reductions,
    total: money(Math.max(0, total.amountMinor), 'GBP'),
    marketingOptIn: false,
  };
}
