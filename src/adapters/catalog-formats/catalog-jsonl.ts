import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ImportedItem, ImportedPrice, ImportProblem } from '../../domain/catalog/catalog-import.js';
import { KNOWN_UK_SIZES, ukSizeOf } from '../../domain/catalog/uk-sizes.js';
import { minorUnitsOfDecimal } from '../../domain/pricing/decimal-amount.js';
import type { CatalogImportFormat, ImportTarget } from '../../ports/catalog-import.port.js';
import { CATALOG_JSONL_SCHEMA, type CatalogJsonLine } from './catalog-jsonl-schema.js';
import { cleanDescription, cleanLine } from './description-html.js';
import { imageSourceProblem } from './import-fields.js';
import { NotUtf8Error, utf8Text } from './utf8-text.js';

const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
addFormats.default(ajv, ['date-time']);
const validate = ajv.compile<CatalogJsonLine>(CATALOG_JSONL_SCHEMA);

/**
 * The project's own import format, JSON Lines: one product a line, as docs/catalog-import.schema.json
 * describes it, with texts per language and prices per currency. Lines are read as they stream in;
 * each gives its product or its problems, the JSON path of each as its column.
 */
export class CatalogJsonLines implements CatalogImportFormat {
  async* read(input: AsyncIterable<Uint8Array>, _target: ImportTarget): AsyncIterable<ImportedItem> {
    let pending = '';
    let line = 0;
    try {
      for await (const text of utf8Text(input)) {
        pending += text;
        let end: number;
        while ((end = pending.indexOf('\n')) !== -1) {
          line++;
          const item = itemOf(pending.slice(0, end), line);
          pending = pending.slice(end + 1);
          if (item !== null) yield item;
        }
      }
      const last = pending.trim() === '' ? null : itemOf(pending, line + 1);
      if (last !== null) yield last;
    } catch (error) {
      if (!(error instanceof NotUtf8Error)) throw error;
      yield { kind: 'rejected', problems: [{ line: error.line, column: null, message: error.message }] };
    }
  }
}

function itemOf(text: string, line: number): ImportedItem | null {
  if (text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { kind: 'rejected', problems: [{ line, column: null, message: `The line is not JSON: ${(error as Error).message}` }] };
  }
  if (!validate(value)) return { kind: 'rejected', problems: (validate.errors ?? []).map((e) => schemaProblem(line, e)) };
  return productOf(value, line);
}

function schemaProblem(line: number, error: ErrorObject): ImportProblem {
  const path = error.instancePath.split('/').slice(1).map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
  const missing = error.keyword === 'required' ? (error.params as { missingProperty: string }).missingProperty : null;
  const extra = error.keyword === 'additionalProperties' ? (error.params as { additionalProperty: string }).additionalProperty : null;
  const message = missing !== null ? `'${missing}' is required`
    : extra !== null ? `'${extra}' is not a field of the format`
    : `${path || 'the product'} ${error.message ?? 'is not valid'}`;
  return { line, column: path || null, message };
}

function productOf(value: CatalogJsonLine, line: number): ImportedItem {
  const problems: ImportProblem[] = [];
  const warnings: ImportProblem[] = [];
  const sizes = value.sizes.map((s, i) => {
    const ukSize = ukSizeOf(s.size);
    if (ukSize === null) problems.push({ line, column: `sizes[${i}].size`, message: `Unknown size '${s.size}': the sizes are ${KNOWN_UK_SIZES.join(', ')}.` });
    return { sku: s.sku, ukSize: ukSize ?? '', barcode: s.barcode ?? null, quantity: s.quantity ?? null };
  });
  const seen = new Map<string, number>();
  sizes.forEach((s, i) => {
    if (seen.has(s.ukSize)) problems.push({ line, column: `sizes[${i}].size`, message: `Size ${s.ukSize} is already sizes[${seen.get(s.ukSize)!}].` });
    else seen.set(s.ukSize, i);
  });
  const prices = value.prices.flatMap((p, i): ImportedPrice[] => {
    const price = minorUnitsOfDecimal(p.price, p.currency);
    const sale = p.salePrice === undefined ? null : minorUnitsOfDecimal(p.salePrice, p.currency);
    if (!price.ok) problems.push({ line, column: `prices[${i}].price`, message: price.error });
    if (sale !== null && !sale.ok) problems.push({ line, column: `prices[${i}].salePrice`, message: sale.error });
    if (!price.ok || (sale !== null && !sale.ok)) return [];
    if (sale !== null && sale.value >= price.value) problems.push({ line, column: `prices[${i}].salePrice`, message: 'The sale price must be lower than the price.' });
    if (p.saleStartsAt && p.saleEndsAt && Date.parse(p.saleEndsAt) <= Date.parse(p.saleStartsAt)) {
      problems.push({ line, column: `prices[${i}].saleEndsAt`, message: 'The sale must end after it starts.' });
    }
    return [{ currency: p.currency, priceMinor: price.value, salePriceMinor: sale?.value ?? null, saleStartsAt: p.saleStartsAt ?? null, saleEndsAt: p.saleEndsAt ?? null }];
  });
  const currencies = value.prices.map((p) => p.currency);
  currencies.forEach((c, i) => {
    if (currencies.indexOf(c) !== i) problems.push({ line, column: `prices[${i}].currency`, message: `${c} has a price already.` });
  });
  const images = (value.images ?? []).flatMap((image, i) => {
    const problem = imageSourceProblem(image.src);
    if (problem === null) return [{ source: image.src, alt: image.alt ? cleanLine(image.alt) : null }];
    warnings.push({ line, column: `images[${i}].src`, message: problem });
    return [];
  });
  const texts = Object.entries(value.texts).map(([locale, t]) => {
    const description = cleanDescription(t.description ?? '');
    if (description.removedActiveContent) {
      warnings.push({ line, column: `texts.${locale}.description`, message: 'Scripts, styles, frames and event handlers were removed from the description.' });
    }
    return { locale, name: cleanLine(t.name), description: description.html };
  });
  if (problems.length > 0) return { kind: 'rejected', problems };
  const english = texts.find((t) => t.locale === 'en')!;
  return {
    kind: 'product',
    warnings,
    product: {
      line, brand: value.brand, slug: value.slug, code: value.code ?? null,
      name: english.name, description: english.description, texts: texts.filter((t) => t.locale !== 'en'),
      categorySlug: value.category.slug, categoryName: cleanLine(value.category.name), colour: cleanLine(value.colour),
      sizes, prices, images,
      seoTitle: value.seo?.title ? cleanLine(value.seo.title) : null,
      seoDescription: value.seo?.description ? cleanLine(value.seo.description) : null,
      tags: value.tags ?? [], published: value.published ?? true,
    },
  };
}
