import { useState } from 'react';
import type { SuggestedProductView } from './basket.view.js';
import { ProductPicture } from '../catalog/product-picture.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';

/** Complete the look (spec section 2): a small pop-up inside the quick basket with products of the same category. */
export function CompleteTheLook({ products }: { products: SuggestedProductView[] }) {
  const t = useStrings();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <section className="complete-the-look" aria-labelledby="complete-the-look-title">
      <div className="complete-the-look__header">
        <h3 className="complete-the-look__title" id="complete-the-look-title">{t.completeTheLook}</h3>
        <button type="button" className="complete-the-look__close" aria-label={t.closeCompleteTheLook} onClick={() => setOpen(false)}>×</button>
      </div>
      <ul className="complete-the-look__items">
        {products.map((p) => (
          <li key={p.id} className="complete-the-look__item">
            <a className="complete-the-look__link" href={`/product/${encodeURIComponent(p.slug)}`}>
              <ProductPicture className="complete-the-look__image" src={p.image} use="small" alt="" width={96} height={144} lazy />
              <span className="complete-the-look__name">{p.name}</span>
              <span className="complete-the-look__price">{p.price}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
