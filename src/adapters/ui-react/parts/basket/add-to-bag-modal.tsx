import { useStrings } from '../../runtime/i18n/strings-context.js';
import { ProductPicture } from '../catalog/product-picture.js';
import { sizeShown } from '../../../../domain/catalog/uk-sizes.js';

export interface AddToBagModalView {
  productName: string;
  /** Hidden (null) for gift cards. */
  sizeLabel: string | null;
  image: string;
  price: string;
}

/** The mobile add-to-bag modal's body (spec section 2): product name, size, image and price. */
export function AddToBagModal({ view }: { view: AddToBagModalView }) {
  const t = useStrings();
  return (
    <div className="add-to-bag-modal">
      <ProductPicture className="add-to-bag-modal__image" src={view.image} use="small" alt="" width={120} height={180} />
      <div className="add-to-bag-modal__details">
        <p className="add-to-bag-modal__name">{view.productName}</p>
        {view.sizeLabel !== null && <p className="add-to-bag-modal__size">{`${t.size}: ${sizeShown(view.sizeLabel, t.sizeOneSize)}`}</p>}
        <p className="add-to-bag-modal__price">{view.price}</p>
      </div>
      <div className="add-to-bag-modal__actions">
        <a className="button button--primary" href="/basket">{t.viewBasket}</a>
        <button type="button" className="button button--secondary" data-close-dialog="">{t.continueShopping}</button>
      </div>
    </div>
  );
}
