import { describe, expect, test } from 'vitest';
import { PickupModals } from '../../../../../../../src/adapters/ui-react/screens/basket/delivery/pickup/pickup-modals.js';
import { PickupOptions } from '../../../../../../../src/adapters/ui-react/screens/basket/delivery/pickup/pickup-options.js';
import type { PickupOptionView } from '../../../../../../../src/adapters/ui-react/parts/delivery/pickup.view.js';
import { render } from '../../../../render.js';

const option = (overrides: Partial<PickupOptionView>): PickupOptionView => ({
  network: 'coll8', deliveryOptionId: '11', label: 'Coll8 pick-up point', priceText: '£3.95', selected: false, chosenPoint: null, ...overrides,
});

describe('pick-up options', () => {
  test('each option opens its modal as a dialog; the hand-over option carries asda-toyou', () => {
    const html = render(<PickupOptions options={[option({}), option({ network: 'hand-over', deliveryOptionId: '10', label: 'Asda toyou', priceText: 'Free' })]} />);
    expect(html).toMatch(/<button type="button" class="pickup-option__open" data-open-pickup="coll8" aria-haspopup="dialog" aria-controls="pickup-modal-coll8">/);
    expect(html).toMatch(/class="pickup-option__open asda-toyou" data-open-pickup="hand-over"/);
    expect(html).toContain('£3.95');
    expect(html).not.toContain('aria-current');
  });

  test('the selected option says so and shows its point with a Change opener', () => {
    const html = render(<PickupOptions options={[option({ selected: true, chosenPoint: { storeId: 'C8-1', name: 'Leeds Post Office', addressLines: ['1 Park Row', 'Leeds LS1 5HN'] } })]} />);
    expect(html).toContain('aria-current="true"');
    expect(html).toMatch(/<span class="pickup-option__badge" data-pickup-selected="">Selected<\/span>/);
    expect(html).toContain('<strong data-pickup-chosen-name="">Leeds Post Office</strong>');
    expect(html).toContain('1 Park Row, Leeds LS1 5HN');
    expect(html).toMatch(/aria-label="Change Coll8 pick-up point">Change<\/button>/);
  });

  test('no options: nothing', () => {
    expect(render(<PickupOptions options={[]} />)).toBe('');
  });
});

describe('pick-up modals', () => {
  test('one dialog per network with a labelled search, a map starting over Great Britain and a results list', () => {
    const html = render(<PickupModals view={{ networks: ['coll8', 'hermes'], mapTiles: null }} />);
    expect(html).toMatch(/<dialog id="pickup-modal-coll8" class="dialog pickup-modal pickup-modal--coll8" aria-labelledby="pickup-modal-coll8-title"/);
    expect(html).toContain('<label id="pickup-modal-coll8-term-label" for="pickup-modal-coll8-term" class="pickup-search__label">Postcode or town</label>');
    expect(html).toMatch(/id="pickup-map-coll8"[^>]*data-startlat="54.5" data-startlong="-3.2" data-startzoom="5"/);
    expect(html).toContain('data-pickup-results=""');
    expect(html).not.toContain('data-map-tile-url');
    // Evri: info pane, route pane and the overlay over its map; the others have none.
    expect(html.match(/data-hermes-info=""/g)).toHaveLength(1);
    expect(html.match(/data-hermes-route=""/g)).toHaveLength(1);
    expect(html.match(/data-hermes-overlay=""/g)).toHaveLength(1);
  });

  test('MAP_TILE_URL reaches the page as data attributes', () => {
    const html = render(<PickupModals view={{ networks: ['inpost'], mapTiles: { url: 'https://{s}.tiles.example/{z}/{x}/{y}.png', attribution: '© Example' } }} />);
    expect(html).toContain('data-map-tile-url="https://{s}.tiles.example/{z}/{x}/{y}.png" data-map-tile-attribution="© Example"');
  });

  test('no networks: nothing', () => {
    expect(render(<PickupModals view={{ networks: [], mapTiles: null }} />)).toBe('');
  });
});
