import { describe, expect, it } from 'vitest';
import { progressLine, showsProgress } from '../../src/main/catalog-progress.js';

describe('progressLine', () => {
  it('redraws one line at most every 200 ms with rows done, rows per second and the time left, and clears it at the end', () => {
    let clock = 0;
    const written: string[] = [];
    const progress = progressLine('import', 'rows', { write: (t) => written.push(t) }, () => clock);
    clock = 1000;
    progress.update(500, 0.25);
    clock = 1100;
    progress.update(550, 0.3); // within 200 ms of the last: not drawn
    clock = 2000;
    progress.update(1000, 0.5);
    progress.finish();
    expect(written).toEqual([
      '\r\x1b[2Kimport: 500 rows, 500 rows/s, 3 s left',
      '\r\x1b[2Kimport: 1,000 rows, 500 rows/s, 2 s left',
      '\r\x1b[2K',
    ]);
  });

  it('draws nothing without a terminal, and tells a terminal from a pipe or CI', () => {
    const progress = progressLine('seed', 'products', null);
    progress.update(1, 0.5);
    progress.finish();
    expect(showsProgress({ isTTY: true }, {})).toBe(true);
    expect(showsProgress({ isTTY: true }, { CI: 'true' })).toBe(false);
    expect(showsProgress({ isTTY: false }, {})).toBe(false);
    expect(showsProgress({}, {})).toBe(false);
  });
});
