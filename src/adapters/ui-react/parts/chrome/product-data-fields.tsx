import type { ProductDataFields as Fields } from './product-data-fields.view.js';

/** Field order of spec section 3. */
const FIELD_ORDER: readonly (keyof Fields)[] = [
  'productID', 'currency_symbol', 'currency_rate', 'currency_symbol-position', 'currency_separator',
  'parent_site_prefix', 'productName', 'image_location', 'productValue',
];

/** The product-data hidden fields that client scripts read, named exactly as in the spec. */
export function ProductDataFields({ fields }: { fields: Fields }) {
  return (
    <div className="product-data" data-product-data="">
      {FIELD_ORDER.map((name) => (
        <input key={name} type="hidden" id={name} name={name} value={fields[name]} />
      ))}
    </div>
  );
}
