import { Price } from '../../parts/chrome/price.js';
import { ProductPicture } from '../../parts/catalog/product-picture.js';
import type { RelatedHitView } from '../../parts/tiles/product-hit.view.js';
import { TILE_IMAGE_HEIGHT, TILE_IMAGE_WIDTH } from '../../parts/tiles/product-tile.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';

/**
 * The related-products fragment (/recommendations/related?productIds=..&nolayout=true): a
 * carousel of recommended hits, each slide carrying the hit's objectID and productcode. The
 * product page's script moves it into the visible container and starts Embla on it; without
 * any hit the fragment is empty and the containers stay hidden. The play/pause button of the
 * carousel's autoplay stays hidden until the carousel's script starts autoplay.
 */
export function RelatedCarousel({ hits }: { hits: RelatedHitView[] }) {
  const t = useStrings();
  if (hits.length === 0) return null;
  return (
    <div className="related-carousel" data-related-carousel="" role="region" aria-roledescription="carousel" aria-label={t.relatedProductsHeading}>
      <div className="related-carousel__viewport" data-carousel-viewport="">
        <div className="related-carousel__container">
          {hits.map((hit, i) => (
            <div className="related-carousel__slide" key={hit.objectID} role="group" aria-roledescription="slide"
              aria-label={interpolate(t.slideOf, { n: i + 1, count: hits.length })} data-object-id={hit.objectID} data-productcode={hit.productcode}
              data-product-code={hit.productcode}>
              <a className="related-carousel__link" href={hit.url}>
                <ProductPicture className="related-carousel__image" src={hit.image} use="tile" alt="" width={TILE_IMAGE_WIDTH} height={TILE_IMAGE_HEIGHT} lazy />
                <span className="related-carousel__title">{hit.title}</span>
              </a>
              <Price price={hit.price} />
              {hit.lowestPriorPrice !== null && <p className="related-carousel__prior-price">{interpolate(t.lowestPriorPrice, { price: hit.lowestPriorPrice })}</p>}
            </div>
          ))}
        </div>
      </div>
      <div className="related-carousel__controls">
        <button className="related-carousel__button related-carousel__autoplay" type="button" data-carousel-autoplay=""
          data-label-pause={t.carouselPause} data-label-play={t.carouselPlay} aria-label={t.carouselPause} hidden>
          <span className="related-carousel__pause-icon" aria-hidden="true" />
        </button>
        <button className="related-carousel__button" type="button" data-carousel-previous="" aria-label={t.carouselPrevious} disabled>‹</button>
        <button className="related-carousel__button" type="button" data-carousel-next="" aria-label={t.carouselNext}>›</button>
      </div>
    </div>
  );
}
