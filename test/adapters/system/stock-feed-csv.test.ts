import { describe, expect, it } from 'vitest';
import { readStockFeedCsv } from '../../../src/adapters/system/stock-feed-csv.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('readStockFeedCsv', () => {
  it('reads quantities with each row\'s line, a BOM and any case in the header, blank lines skipped', () => {
    expect(readStockFeedCsv(bytes('\ufeffSKU,Quantity\nA,5\n\nB,"7"\n'))).toEqual({
      rows: [{ line: 2, sku: 'A', quantity: '5' }, { line: 4, sku: 'B', quantity: '7' }], problems: [],
    });
  });

  it('reads deltas, the columns in either order', () => {
    expect(readStockFeedCsv(bytes('delta,sku\n-5,A\n+2,B\n')).rows).toEqual([{ line: 2, sku: 'A', delta: '-5' }, { line: 3, sku: 'B', delta: '+2' }]);
  });

  it('names the line of a row it cannot read', () => {
    const read = readStockFeedCsv(bytes('sku,quantity\nA,5\nC,1,2\n'));
    expect(read.rows).toEqual([]);
    expect(read.problems).toHaveLength(1);
    expect(read.problems[0]).toMatchObject({ line: 3, column: null });
  });

  it('refuses a file that is not UTF-8, and headers with mixed, missing or other columns', () => {
    expect(readStockFeedCsv(new Uint8Array([0x73, 0x6b, 0x75, 0xff, 0x0a])).problems).toEqual([{ line: 1, column: null, message: 'the file is not UTF-8 text: save it as UTF-8' }]);
    expect(readStockFeedCsv(bytes('sku,quantity,delta\nA,1,\n')).problems[0]!.message).toBe('the header names both quantity and delta: a file gives one of them');
    expect(readStockFeedCsv(bytes('sku\nA\n')).problems[0]!.message).toBe('the header has no quantity or delta column');
    expect(readStockFeedCsv(bytes('quantity\n1\n')).problems[0]!.message).toBe('the header has no sku column');
    expect(readStockFeedCsv(bytes('sku,qty\nA,1\n')).problems[0]!.message).toBe("the header names 'qty': a stock file has the columns sku and quantity, or sku and delta");
  });

  it('reads an empty file as no rows', () => {
    expect(readStockFeedCsv(bytes(''))).toEqual({ rows: [], problems: [] });
  });
});
