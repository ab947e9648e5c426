import { describe, expect, test } from 'vitest';
import { WishlistItems } from '../../../../../src/adapters/ui-react/screens/wishlist/wishlist-items.island.js';
import { toWishlistItemView } from '../../../../../src/adapters/ui-react/screens/wishlist/wishlist-page.view.js';
import { BLACK_WRAP } from '../../../../support/catalog-fixtures.js';
import { render, site } from '../../render.js';

const NOW = new Date('2026-11-28T00:00:00Z');
const html = (archived: boolean) =>
  render(<WishlistItems items={[toWishlistItemView({ ...BLACK_WRAP, archived }, site('evans').price, NOW)]} token="t" notice={null} />);

describe('a wishlist item', () => {
  test('of a product on sale offers its sizes to move to the bag', () => {
    expect(html(false)).toContain('name="stockId"');
    expect(html(false)).toContain('£30');
    expect(html(false)).not.toContain('No longer available');
  });

  test('of a product no longer sold says so, without price or sizes, and can still be removed', () => {
    const view = toWishlistItemView({ ...BLACK_WRAP, archived: true }, site('evans').price, NOW);
    expect({ archived: view.archived, sizes: view.sizes }).toEqual({ archived: true, sizes: [] });
    const page = html(true);
    expect(page).toContain('<p class="wishlist-item__gone">No longer available</p>');
    expect(page).not.toContain('name="stockId"');
    expect(page).not.toContain('£30');
    expect(page).toContain('wishlist-item__remove');
  });
});
