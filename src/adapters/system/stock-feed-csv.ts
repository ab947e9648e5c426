import { CsvError, parse } from 'csv-parse/sync';
import type { StockFeedRow } from '../../application/catalog/stock-feed.use-case.js';
import type { ImportProblem } from '../../domain/catalog/catalog-import.js';

/** A stock feed's CSV read: its rows, or what stops it being read (then no row is applied). */
export interface StockFeedCsv {
  rows: StockFeedRow[];
  problems: ImportProblem[];
}

const COLUMNS = ['sku', 'quantity', 'delta'] as const;

/**
 * Reads a stock feed in CSV: a header `sku,quantity` or `sku,delta` (any case, a UTF-8 BOM allowed),
 * then one row a SKU, each with the line it starts on. A file that is not UTF-8, a header with
 * other or mixed columns, or a row csv-parse cannot read is a problem naming its line.
 */
export function readStockFeedCsv(bytes: Uint8Array): StockFeedCsv {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { rows: [], problems: [{ line: 1, column: null, message: 'the file is not UTF-8 text: save it as UTF-8' }] };
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, skip_empty_lines: true, trim: true, relax_column_count: false }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) return { rows: [], problems: [{ line: (error as CsvError & { lines?: number }).lines ?? 1, column: null, message: error.message }] };
    throw error;
  }
  const [header, ...body] = records;
  if (header === undefined) return { rows: [], problems: [] };
  const names = header.record.map((name) => name.toLowerCase());
  const unknown = names.find((name) => !(COLUMNS as readonly string[]).includes(name));
  const problem = (message: string): StockFeedCsv => ({ rows: [], problems: [{ line: header.info.lines, column: null, message }] });
  if (unknown !== undefined) return problem(`the header names '${unknown}': a stock file has the columns sku and quantity, or sku and delta`);
  if (!names.includes('sku')) return problem('the header has no sku column');
  if (names.includes('quantity') === names.includes('delta')) {
    return problem(names.includes('quantity') ? 'the header names both quantity and delta: a file gives one of them' : 'the header has no quantity or delta column');
  }
  const at = (name: string): number => names.indexOf(name);
  const value = at('quantity') >= 0 ? 'quantity' : 'delta';
  const rows = body.map(({ record, info }) => ({ line: info.lines, sku: record[at('sku')], [value]: record[at(value)] }) as StockFeedRow);
  return { rows, problems: [] };
}
