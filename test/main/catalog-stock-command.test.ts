import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerBackInStockRequests, ApplyStockFeed } from '../../src/application/catalog/stock-feed.use-case.js';
import type { StockLevels } from '../../src/ports/stock-levels.port.js';
import { runStockFeedFile, stockCommandHandler } from '../../src/main/catalog-stock-command.js';

/** A feed over a store that writes in batches of two, telling its progress. */
function feedOf(): ApplyStockFeed {
  const stock: StockLevels = {
    apply: async (changes, onProgress) => {
      for (let written = 2; written < changes.length + 2; written += 2) onProgress?.(Math.min(written, changes.length));
      return { kind: 'applied', updated: changes.length, unchanged: 0, cameBack: [], notices: [] };
    },
    takeAnswerable: async () => [],
  };
  const answers = new AnswerBackInStockRequests(stock, { compose: () => { throw new Error('no notices'); } }, { send: async () => undefined }, { report: () => undefined });
  return new ApplyStockFeed(stock, answers, { record: async () => undefined, page: async () => [] }, { now: () => new Date() });
}

describe('runStockFeedFile', () => {
  let dir = '';
  beforeAll(async () => { dir = await mkdtemp(join(tmpdir(), 'stock-command-')); });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('draws progress on a terminal, clears it, then prints the summary', async () => {
    const file = join(dir, 'feed.csv');
    await writeFile(file, 'sku,quantity\nA,1\nB,2\nC,3\n');
    const drawn: string[] = [];
    const lines: string[] = [];
    let clock = 0;
    const code = await runStockFeedFile(file, feedOf(), { log: (l) => lines.push(l), error: (l) => lines.push(l) }, { write: (t) => drawn.push(t) }, () => (clock += 300));
    expect(code).toBe(0);
    expect(drawn[0]).toContain('stock: 2 rows');
    expect(drawn.at(-1)).toBe('\r\x1b[2K');
    expect(lines).toEqual([expect.stringMatching(/^stock: 3 updated, 0 unchanged, 0 rejected, 0 back-in-stock emails \(\d+\.\d s\)$/)]);
  });

  it('prints the summary only without a terminal, and the shop answers a request without a path with exit 2', async () => {
    const file = join(dir, 'plain.csv');
    await writeFile(file, 'sku,delta\nA,-1\n');
    const lines: string[] = [];
    expect(await runStockFeedFile(file, feedOf(), { log: (l) => lines.push(l), error: (l) => lines.push(l) })).toBe(0);
    expect(lines).toHaveLength(1);
    expect(await stockCommandHandler(feedOf())({ command: { kind: 'stock', file: 'relative.csv' } })).toMatchObject({ exitCode: 2 });
    expect(await stockCommandHandler(feedOf())({ command: { kind: 'stock', file } })).toMatchObject({ exitCode: 0, output: [{ stream: 'stdout' }] });
  });
});
