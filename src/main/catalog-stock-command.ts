import { readFile } from 'node:fs/promises';
import type { OperatorCommandReply } from '../adapters/system/operator-command-socket.js';
import { readStockFeedCsv } from '../adapters/system/stock-feed-csv.js';
import type { ApplyStockFeed } from '../application/catalog/stock-feed.use-case.js';
import { progressLine, type ProgressTerminal } from './catalog-progress.js';
import type { OperatorOutput } from './operator-commands.js';

/** The audit log's actor of a feed from the command line, whichever process applied it. */
const ACTOR = { kind: 'cli', id: 'cli', name: 'npm run stock' } as const;

/** What `npm run stock` sends the running shop (on the embedded database) to apply: the feed's absolute path, which the shop reads. */
export interface StockCommandRequest {
  command: { kind: 'stock'; file: string };
}

/**
 * Applies the stock feed in `file` (CSV) and prints one summary line starting `stock:`; a file with
 * rejected rows prints each on `out.error` and applies nothing. Exit code 0 applied, 1 not. On a
 * terminal (`terminal`) a progress line shows the rows written as the batches go.
 */
export async function runStockFeedFile(
  file: string, applyStockFeed: ApplyStockFeed, out: OperatorOutput, terminal: ProgressTerminal | null = null, now: () => number = Date.now,
): Promise<number> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    out.error(`stock: cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const started = now();
  const read = readStockFeedCsv(bytes);
  const progress = progressLine('stock', 'rows', terminal, now);
  const report = await applyStockFeed.execute(read.rows, { actor: ACTOR, readProblems: read.problems, onProgress: (written, of) => progress.update(written, written / of) });
  progress.finish();
  const seconds = ((now() - started) / 1000).toFixed(1);
  if (!report.applied) {
    for (const p of report.rejected) out.error(`line ${p.line}${p.column === null ? '' : `, ${p.column}`}: ${p.message}`);
    out.log(`stock: not applied: ${report.rejected.length} rows rejected of ${file} (${read.rows.length} rows read, ${seconds} s)`);
    return 1;
  }
  out.log(`stock: ${report.updated} updated, ${report.unchanged} unchanged, 0 rejected, ${report.backInStockEmails} back-in-stock emails (${seconds} s)`);
  return 0;
}

/** The running shop's side of `npm run stock` on the embedded database: the feed applied by the shop's own use case (its caches, its email sender). */
export function stockCommandHandler(applyStockFeed: ApplyStockFeed): (request: unknown) => Promise<OperatorCommandReply> {
  return async (request) => {
    const file = (request as Partial<StockCommandRequest> | null)?.command?.file;
    if (typeof file !== 'string' || !file.startsWith('/')) return { exitCode: 2, output: [{ stream: 'stderr', text: 'stock: the request names no absolute file path' }] };
    const output: OperatorCommandReply['output'] = [];
    const exitCode = await runStockFeedFile(file, applyStockFeed, {
      log: (text) => void output.push({ stream: 'stdout', text }),
      error: (text) => void output.push({ stream: 'stderr', text }),
    });
    return { exitCode, output };
  };
}
