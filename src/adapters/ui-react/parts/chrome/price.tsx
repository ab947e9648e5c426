import { useStrings } from '../../runtime/i18n/strings-context.js';
import type { PriceView } from './price.view.js';

/** A price; a sale price is shown with the original struck through. */
export function Price({ price, large = false }: { price: PriceView; large?: boolean }) {
  const t = useStrings();
  const classes = ['price', price.original ? 'price--sale' : '', large ? 'price--large' : ''].filter(Boolean).join(' ');
  if (price.original === null) {
    return (
      <p className={classes}>
        <span className="price__current">{price.current}</span>
      </p>
    );
  }
  return (
    <p className={classes}>
      <span className="visually-hidden">{`${t.nowPrice} `}</span>
      <span className="price__current">{price.current}</span>{' '}
      <s className="price__original">
        <span className="visually-hidden">{`${t.wasPrice} `}</span>
        {price.original}
      </s>
    </p>
  );
}
