import { PageDescription } from '../../parts/chrome/page-description.js';
import { PriceNotice } from '../../parts/chrome/price-notice.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { ProductTileGrid } from '../../parts/tiles/product-tile-grid.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import type { HomeView } from './home.view.js';

export function HomePage({ view }: { view: HomeView }) {
  const t = useStrings();
  const firstCategory = view.categories[0];
  return (
    <div className="home-page">
      <PageDescription text={interpolate(t.homePageDescription, { brand: view.brandName, text: t.heroText })} />
      <section className="hero" aria-labelledby="hero-title">
        <p className="hero__brand">{view.brandName}</p>
        <h1 className="hero__title" id="hero-title">{t.heroTitle}</h1>
        <p className="hero__text">{t.heroText}</p>
        {firstCategory && <a className="button button--primary hero__cta" href={firstCategory.href}>{t.heroCta}</a>}
      </section>
      <section className="home-page__section" aria-labelledby="categories-title">
        <h2 className="section-title" id="categories-title">{t.shopByCategory}</h2>
        <ul className="category-tiles">
          {view.categories.map((c) => (
            <li key={c.href}><a className="category-tile" href={c.href}>{c.label}</a></li>
          ))}
        </ul>
      </section>
      <section className="home-page__section" aria-labelledby="featured-title">
        <h2 className="section-title" id="featured-title">{t.featuredProducts}</h2>
        <ProductTileGrid tiles={view.featured} headingLevel={3} />
        {view.featured.length > 0 && <PriceNotice notice={view.priceNotice} />}
      </section>
    </div>
  );
}
