/**
 * The quick-buy form a tile shows (spec section 2): the sizes of the product in the shopper's
 * sizing region as the buy grid's radio row (out-of-stock sizes shown but not choosable) and an
 * add-to-bag button, posting the grid fields to the add-to-bag action. Built from the JSON of
 * GET /product/api/getproductstocksforquickbuy.
 */
import type { StockLevel } from '../../../../domain/catalog/product.js';
import type { TranslatableStrings } from '../../runtime/i18n/english-defaults.js';

export interface QuickBuyStock {
  productId: number;
  productCode: string;
  productName: string;
  sizingRegion: string;
  action: string;
  sizes: { stockId: string; label: string; ukSize: string; stock: StockLevel }[];
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] => {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
};

export function quickBuyForm(stock: QuickBuyStock, t: TranslatableStrings): HTMLFormElement {
  const form = element('form', 'buy-grid quick-buy__form');
  form.method = 'get';
  form.action = stock.action;
  form.dataset.productId = String(stock.productId);
  const productId = element('input', '');
  productId.type = 'hidden';
  productId.name = 'productId';
  productId.value = String(stock.productId);

  const row = element('fieldset', 'buy-grid__row');
  row.dataset.rowKind = 'radio';
  row.dataset.validationMessage = t.selectSize;
  const options = element('div', 'size-options');
  stock.sizes.forEach((size, i) => {
    const option = element('span', `size-option ${size.stock}`);
    const input = element('input', 'size-option__input');
    input.type = 'radio';
    input.name = 'stockId';
    input.value = size.stockId;
    input.id = `quick-buy-${stock.productId}-size-${i}`;
    input.dataset.stock = size.stock;
    input.disabled = size.stock === 'nostock';
    const label = element('label', 'size-option__label', size.label);
    label.htmlFor = input.id;
    const note = size.stock === 'nostock' ? t.sizeOutOfStock : size.stock === 'lowstock' ? t.sizeLowStock : null;
    if (note) label.append(element('span', 'visually-hidden', `, ${note}`));
    option.append(input, label);
    options.append(option);
  });
  row.append(element('legend', 'buy-grid__legend', `${t.size} (${stock.sizingRegion})`), options);
  const add = element('button', 'button button--primary buy-grid__add', t.addToBag);
  add.type = 'submit';
  form.append(productId, row, add);
  return form;
}

/** The chosen size of a quick-buy form, or null. */
export const chosenStockId = (form: HTMLFormElement): string | null =>
  form.querySelector<HTMLInputElement>('input[name="stockId"]:checked')?.value ?? null;
