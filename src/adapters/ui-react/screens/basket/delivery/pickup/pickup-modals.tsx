import type { PickupNetwork } from '../../../../../../domain/delivery/pickup-network.js';
import { GREAT_BRITAIN_START } from '../../../../rules/delivery/map-start.js';
import type { TranslatableStrings } from '../../../../../i18n/catalogue.js';
import { useStrings } from '../../../../runtime/i18n/strings-context.js';
import { pickupModalId } from './pickup-ids.js';

/** MAP_TILE_URL and its attribution; null draws the bundled outlines, offline. */
export type MapTiles = { url: string; attribution: string } | null;

/** The modals of the page's pick-up networks and how their maps are drawn. */
export interface PickupModalsView {
  networks: readonly PickupNetwork[];
  mapTiles: MapTiles;
}

type TitleKey = 'pickupTitleColl8' | 'pickupTitleCollectPlus' | 'pickupTitleInpost' | 'pickupTitleHermes' | 'pickupTitleHandOver';

const TITLE_KEY: Readonly<Record<PickupNetwork, TitleKey>> = {
  coll8: 'pickupTitleColl8',
  'collect-plus': 'pickupTitleCollectPlus',
  inpost: 'pickupTitleInpost',
  hermes: 'pickupTitleHermes',
  'hand-over': 'pickupTitleHandOver',
};

const pickupModalTitle = (t: TranslatableStrings, network: PickupNetwork): string => t[TITLE_KEY[network]];

/**
 * The pick-up modals (spec sections 2 and 4), rendered once per page outside the delivery
 * section (which is replaced after every save): native `<dialog>`s (focus kept inside, Escape,
 * focus back to the opener) with a map, a labelled search form, a live status line and a results
 * list, filled by pickup-modals.client.ts. Evri's modal adds an info pane and a route pane and a
 * loading overlay over its map. Each map starts over Great Britain (`data-startlat`,
 * `data-startlong`, `data-startzoom`).
 */
export function PickupModals({ view }: { view: PickupModalsView }) {
  if (view.networks.length === 0) return null;
  return (
    <div
      className="pickup-modals"
      data-pickup-modals=""
      data-map-tile-url={view.mapTiles?.url}
      data-map-tile-attribution={view.mapTiles?.attribution}
    >
      {view.networks.map((network) => <PickupModal key={network} network={network} />)}
    </div>
  );
}

function PickupModal({ network }: { network: PickupNetwork }) {
  const t = useStrings();
  const id = pickupModalId(network);
  const hermes = network === 'hermes';
  return (
    <dialog id={id} className={`dialog pickup-modal pickup-modal--${network}`} aria-labelledby={`${id}-title`} data-pickup-modal={network}>
      <div className="pickup-modal__header">
        <h2 id={`${id}-title`} className="pickup-modal__title">{pickupModalTitle(t, network)}</h2>
        <button type="button" className="dialog__close" data-close-dialog="" aria-label={t.pickupClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <form className="pickup-search" data-pickup-search="" role="search" aria-labelledby={`${id}-term-label`} noValidate>
        <label id={`${id}-term-label`} htmlFor={`${id}-term`} className="pickup-search__label">{t.pickupSearchLabel}</label>
        <p id={`${id}-term-hint`} className="pickup-search__hint">{t.pickupSearchHint}</p>
        <div className="pickup-search__row">
          <input
            id={`${id}-term`}
            className="pickup-search__input"
            type="search"
            name="searchTerm"
            autoComplete="postal-code"
            maxLength={100}
            aria-describedby={`${id}-term-hint`}
          />
          <button type="submit" className="button button--primary pickup-search__submit">{t.pickupSearch}</button>
        </div>
      </form>
      <p className="pickup-modal__status" role="status" data-pickup-status="" />
      <div className="pickup-modal__body">
        <div className="pickup-modal__map-area">
          <div
            id={`pickup-map-${network}`}
            className="pickup-modal__map"
            data-pickup-map=""
            data-startlat={GREAT_BRITAIN_START.lat}
            data-startlong={GREAT_BRITAIN_START.lng}
            data-startzoom={GREAT_BRITAIN_START.zoom}
          />
          {hermes && (
            <div className="hermes-overlay" data-hermes-overlay="" hidden>
              <span className="hermes-overlay__text">{t.pickupSearching}</span>
            </div>
          )}
        </div>
        <ol className="pickup-results" data-pickup-results="" aria-label={t.pickupResultsLabel} />
        {hermes && <HermesPanes />}
      </div>
    </dialog>
  );
}

/** Evri's info pane (the shop in focus, with its Select button) and route pane (the way there). */
function HermesPanes() {
  const t = useStrings();
  return (
    <div className="hermes-panes">
      <section className="hermes-info" data-hermes-info="" aria-labelledby="hermes-info-title" hidden>
        <h3 id="hermes-info-title" className="hermes-pane__title">{t.pickupInfoPane}</h3>
        <div data-hermes-info-body="" />
      </section>
      <section className="hermes-route" data-hermes-route="" aria-labelledby="hermes-route-title">
        <h3 id="hermes-route-title" className="hermes-pane__title">{t.pickupRoutePane}</h3>
        <div data-hermes-route-body="">
          <p>{t.pickupRouteHint}</p>
        </div>
      </section>
    </div>
  );
}
