import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../src/main/accounts-module.js';
import { BASKET } from '../../src/main/basket-module.js';
import { DELIVERY } from '../../src/main/delivery-module.js';
import { PICKUP } from '../../src/main/delivery-pickup-module.js';
import { AREAS } from '../../src/main/compose-app.js';
import { TOKENS } from '../../src/main/tokens.js';
import { WISHLIST } from '../../src/main/wishlist-module.js';
import { LOYALTY } from '../../src/main/loyalty-module.js';
import { SHOPPER_DETAILS } from '../../src/main/checkout-shopper-details-tokens.js';
import { SEARCH } from '../../src/main/search-module.js';
import { PAYMENTS } from '../../src/main/payment-sandbox-module.js';
import { CHECKOUT } from '../../src/main/checkout-module.js';
import { OPERATORS } from '../../src/main/operators-module.js';

describe('wiring by area', () => {
  it('lists each area once, in route order', () => {
    expect(AREAS.map((a) => a.name)).toEqual(['operators', 'catalog', 'basket', 'wishlist', 'accounts', 'pickup', 'delivery', 'loyalty', 'shopper-details', 'search', 'payment-sandbox', 'checkout',
      'orders', 'metrics', 'paypal', 'klarna', 'catalog-stock', 'catalog-import', 'seo']);
  });

  it('gives every token its own name across the shared tokens and the areas', () => {
    const all = [TOKENS, BASKET, WISHLIST, ACCOUNTS, PICKUP, DELIVERY, LOYALTY, SHOPPER_DETAILS, SEARCH, PAYMENTS, CHECKOUT, OPERATORS].flatMap((tokens) => Object.values(tokens).map(String));
    expect(new Set(all).size).toBe(all.length);
  });
});
