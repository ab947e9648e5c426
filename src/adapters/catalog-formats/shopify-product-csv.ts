import { once } from 'node:events';
import { parse } from 'csv-parse';
import type { ImportedImage, ImportedItem, ImportedProduct, ImportedSize, ImportProblem } from '../../domain/catalog/catalog-import.js';
import { KNOWN_UK_SIZES, ONE_SIZE, ukSizeOf } from '../../domain/catalog/uk-sizes.js';
import { minorUnitsOfDecimal } from '../../domain/pricing/decimal-amount.js';
import type { CatalogImportFormat, ImportTarget } from '../../ports/catalog-import.port.js';
import { cleanDescription, cleanLine } from './description-html.js';
import { imageSourceProblem, slugOf } from './import-fields.js';
import { NotUtf8Error, utf8Text } from './utf8-text.js';

type Row = Readonly<Record<string, string | undefined>>;
interface LineRow { line: number; row: Row }

const REQUIRED_COLUMNS = ['Handle', 'Title', 'Variant SKU', 'Variant Price'] as const;
const OPTION_NUMBERS = [1, 2, 3] as const;
const MAX_TITLE = 200;

/**
 * Shopify's product CSV export, as Shopify documents it: one row per variant, the first row of a
 * Handle carrying the product's fields and later rows of the same Handle only variant and image
 * fields. The option named Size gives the buy grid's sizes and the option named Color (or Colour)
 * the colour; a Handle in several colours becomes one product per colour, as fashion shops list
 * them. Rows are read as they stream in, and a product is given once its Handle's rows end.
 */
export class ShopifyProductCsv implements CatalogImportFormat {
  async* read(input: AsyncIterable<Uint8Array>, target: ImportTarget): AsyncIterable<ImportedItem> {
    let headerProblem: string | null = null;
    const parser = parse({
      bom: true, info: true, skip_empty_lines: true, relax_column_count: true,
      columns: (header: string[]) => {
        headerProblem = missingColumnsOf(header);
        return header;
      },
    });
    const feeding = feed(parser, input);
    let group: LineRow[] = [];
    const finished = new Set<string>();
    let previousEnd = 1;
    try {
      for await (const record of parser as AsyncIterable<{ record: Row; info: { lines: number } }>) {
        if (headerProblem !== null) break;
        const line = previousEnd + 1;
        previousEnd = record.info.lines;
        const handle = (record.record.Handle ?? '').trim();
        const current = group[0]?.row.Handle?.trim();
        if (group.length > 0 && handle !== current) {
          yield* productsOf(group, target);
          finished.add(current!);
          group = [];
        }
        if (handle !== '' && finished.has(handle)) {
          yield rejected(line, 'Handle', `The rows of handle '${handle}' must be together; it appeared again after other products.`);
          continue;
        }
        group.push({ line, row: record.record });
      }
      if (headerProblem !== null) {
        parser.destroy();
        yield rejected(1, null, headerProblem);
        return;
      }
      if (group.length > 0) yield* productsOf(group, target);
    } catch (error) {
      if (error instanceof NotUtf8Error) {
        yield rejected(error.line, null, error.message);
        return;
      }
      const message = (error as { code?: string; message?: string }).code?.startsWith('CSV_')
        ? `The CSV cannot be read: ${(error as Error).message}`
        : null;
      if (message === null) throw error;
      yield rejected((error as { lines?: number }).lines ?? previousEnd, null, message);
      return;
    } finally {
      await feeding;
    }
  }
}

/** Writes the text into the parser as the parser takes it; a fault in the bytes ends the parse with it. */
async function feed(parser: ReturnType<typeof parse>, input: AsyncIterable<Uint8Array>): Promise<void> {
  try {
    for await (const text of utf8Text(input)) {
      if (parser.destroyed) return;
      if (!parser.write(text)) await once(parser, 'drain');
    }
    parser.end();
  } catch (error) {
    parser.destroy(error as Error);
  }
}

function missingColumnsOf(header: readonly string[]): string | null {
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  return missing.length === 0 ? null
    : `The header has no ${missing.map((c) => `'${c}'`).join(', ')} column${missing.length > 1 ? 's' : ''}: is this Shopify's product CSV export?`;
}

const rejected = (line: number, column: string | null, message: string): ImportedItem => ({ kind: 'rejected', problems: [{ line, column, message }] });

const field = (row: Row, column: string): string => (row[column] ?? '').trim();

interface Variant { line: number; sku: string; ukSize: string; colour: string; barcode: string | null; quantity: number | null; priceMinor: number; compareAtMinor: number | null }

/** One Handle's rows: one product per colour, or the problems that keep them out. */
function* productsOf(rows: readonly LineRow[], target: ImportTarget): Generator<ImportedItem> {
  const { line, row: first } = rows[0]!;
  const problems: ImportProblem[] = [];
  const warnings: ImportProblem[] = [];
  const handle = field(first, 'Handle');
  const vendor = field(first, 'Vendor');
  const { brand, currency } = target.byVendor.get(vendor) ?? target;

  const slug = slugOf(handle);
  if (slug === null) problems.push({ line, column: 'Handle', message: `'${handle}' is not a handle: use letters, digits and dashes.` });
  const name = cleanLine(field(first, 'Title'));
  if (name === '') problems.push({ line, column: 'Title', message: 'The first row of a handle needs its product\'s Title.' });
  if (name.length > MAX_TITLE) problems.push({ line, column: 'Title', message: `The Title has ${name.length} characters; at most ${MAX_TITLE}.` });
  const description = cleanDescription(first['Body (HTML)'] ?? '');
  if (description.removedActiveContent) {
    warnings.push({ line, column: 'Body (HTML)', message: 'Scripts, styles, frames and event handlers were removed from the description.' });
  }
  const categoryName = cleanLine((field(first, 'Product Category') || field(first, 'Type')).split('>').pop() ?? '');
  const categorySlug = slugOf(categoryName);
  if (categorySlug === null) problems.push({ line, column: 'Product Category', message: 'A product needs a Product Category or a Type: it names the category it is listed in.' });

  const sizeColumn = optionColumnOf(first, /^size$/i);
  const colourColumn = optionColumnOf(first, /^colou?r$/i);
  const variants: Variant[] = [];
  const images: { image: ImportedImage; position: number; order: number }[] = [];
  for (const [order, { line: at, row }] of rows.entries()) {
    const src = field(row, 'Image Src');
    if (src !== '') {
      const problem = imageSourceProblem(src);
      if (problem !== null) warnings.push({ line: at, column: 'Image Src', message: problem });
      else if (!images.some((i) => i.image.source === src)) {
        images.push({ image: { source: src, alt: cleanLine(field(row, 'Image Alt Text')) || null }, position: Number(field(row, 'Image Position')) || Number.MAX_SAFE_INTEGER, order });
      }
    }
    if (isVariantRow(row)) {
      const variant = variantOf(at, row, currency, sizeColumn, colourColumn, problems);
      if (variant !== null) variants.push(variant);
    }
  }
  if (variants.length === 0 && problems.length === 0) problems.push({ line, column: 'Variant SKU', message: 'The product has no variant row with a Variant SKU and a Variant Price.' });
  if (problems.length > 0) {
    yield { kind: 'rejected', problems };
    return;
  }

  const colours = [...new Set(variants.map((v) => v.colour))];
  const published = first.Status !== undefined && field(first, 'Status') !== ''
    ? field(first, 'Status').toLowerCase() === 'active'
    : field(first, 'Published').toLowerCase() !== 'false';
  const tags = field(first, 'Tags').split(',').map((t) => t.trim()).filter((t) => t !== '');
  const orderedImages = images.sort((a, b) => a.position - b.position || a.order - b.order).map((i) => i.image);
  for (const colour of colours) {
    const ofColour = variants.filter((v) => v.colour === colour);
    const colourProblems = colourProblemsOf(ofColour, colour, currency);
    if (colourProblems.length > 0) {
      yield { kind: 'rejected', problems: colourProblems };
      continue;
    }
    const { priceMinor, compareAtMinor } = ofColour[0]!;
    const onSale = compareAtMinor !== null && compareAtMinor > priceMinor;
    const product: ImportedProduct = {
      line: ofColour[0]!.line, brand,
      slug: colours.length > 1 ? `${slug!}-${slugOf(colour) ?? 'colour'}` : slug!,
      code: null, name, description: description.html, texts: [], categorySlug: categorySlug!, categoryName, colour,
      sizes: ofColour.map((v): ImportedSize => ({ sku: v.sku, ukSize: v.ukSize, barcode: v.barcode, quantity: v.quantity })),
      prices: [{ currency, priceMinor: onSale ? compareAtMinor : priceMinor, salePriceMinor: onSale ? priceMinor : null, saleStartsAt: null, saleEndsAt: null }],
      images: orderedImages,
      seoTitle: cleanLine(field(first, 'SEO Title')) || null,
      seoDescription: cleanLine(field(first, 'SEO Description')) || null,
      tags, published,
    };
    yield { kind: 'product', product, warnings };
  }
}

/** 'Option2 Value' when Option2 Name matches, else null. */
function optionColumnOf(first: Row, name: RegExp): string | null {
  const n = OPTION_NUMBERS.find((i) => name.test(field(first, `Option${i} Name`)));
  return n === undefined ? null : `Option${n} Value`;
}

const isVariantRow = (row: Row): boolean =>
  field(row, 'Variant SKU') !== '' || field(row, 'Variant Price') !== '' || OPTION_NUMBERS.some((i) => field(row, `Option${i} Value`) !== '');

function variantOf(line: number, row: Row, currency: string, sizeColumn: string | null, colourColumn: string | null, problems: ImportProblem[]): Variant | null {
  const before = problems.length;
  const sku = field(row, 'Variant SKU');
  if (sku === '') problems.push({ line, column: 'Variant SKU', message: 'Every variant needs a Variant SKU: it is how stock feeds find the size.' });
  else if (sku.length > 64 || /\s/.test(sku)) problems.push({ line, column: 'Variant SKU', message: `'${sku}' is not a SKU: at most 64 characters, no spaces.` });
  const label = sizeColumn === null ? ONE_SIZE : field(row, sizeColumn);
  const ukSize = ukSizeOf(label);
  if (ukSize === null) problems.push({ line, column: sizeColumn, message: `Unknown size '${label}': the sizes are ${KNOWN_UK_SIZES.join(', ')}.` });
  const price = minorUnitsOfDecimal(field(row, 'Variant Price'), currency);
  if (!price.ok) problems.push({ line, column: 'Variant Price', message: price.error });
  const compareAtText = field(row, 'Variant Compare At Price');
  const compareAt = compareAtText === '' ? null : minorUnitsOfDecimal(compareAtText, currency);
  if (compareAt !== null && !compareAt.ok) problems.push({ line, column: 'Variant Compare At Price', message: compareAt.error });
  const quantityText = field(row, 'Variant Inventory Qty');
  const quantity = quantityText === '' ? null : Number(quantityText);
  if (quantity !== null && !(Number.isSafeInteger(quantity) && quantity >= 0 && /^\d+$/.test(quantityText))) {
    problems.push({ line, column: 'Variant Inventory Qty', message: `'${quantityText}' is not a quantity: a whole number, 0 or more.` });
  }
  if (problems.length > before || !price.ok) return null;
  const colour = colourColumn === null ? 'Multi' : cleanLine(field(row, colourColumn)) || 'Multi';
  return {
    line, sku, ukSize: ukSize!, colour, barcode: field(row, 'Variant Barcode').replace(/^'/, '') || null, quantity,
    priceMinor: price.value, compareAtMinor: compareAt?.ok ? compareAt.value : null,
  };
}

/** The shop sells one price per product in each size: sizes of one colour must agree, and appear once. */
function colourProblemsOf(variants: readonly Variant[], colour: string, currency: string): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const first = variants[0]!;
  for (const v of variants.slice(1)) {
    if (v.priceMinor !== first.priceMinor || v.compareAtMinor !== first.compareAtMinor) {
      problems.push({ line: v.line, column: 'Variant Price', message: `The sizes of one colour need one price: ${colour} has a different price here than on line ${first.line} (${currency} minor units ${v.priceMinor} and ${first.priceMinor}).` });
    }
  }
  const seen = new Map<string, number>();
  for (const v of variants) {
    const at = seen.get(v.ukSize);
    if (at !== undefined) problems.push({ line: v.line, column: null, message: `Size ${v.ukSize} in ${colour} is already on line ${at}.` });
    else seen.set(v.ukSize, v.line);
  }
  return problems;
}
