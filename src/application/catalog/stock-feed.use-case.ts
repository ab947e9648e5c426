import type { ImportProblem } from '../../domain/catalog/catalog-import.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EmailSender } from '../../ports/email-sender.port.js';
import type { AuditActor, OperatorAuditLog } from '../../ports/operator-audit.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { BackInStockEmails, BackInStockNotice, StockChange, StockLevels } from '../../ports/stock-levels.port.js';

/** A row as a feed gives it, before it is judged: CSV cells are strings, JSON values anything. */
export interface StockFeedRow {
  /** The row's line in the file (CSV) or its place in `rows` counted from 1 (JSON). */
  line: number;
  sku: unknown;
  quantity?: unknown;
  delta?: unknown;
}

/** What a feed did: all its rows applied, or (any row rejected) none. */
export interface StockFeedReport {
  applied: boolean;
  updated: number;
  unchanged: number;
  rejected: ImportProblem[];
  /** The notify requests answered: sizes that went from none to some. */
  backInStockEmails: number;
}

/** A feed with a rejected row: nothing of it was applied. */
export type StockFeedErrorCode = 'STOCK_FEED_REJECTED';

/** Far above any warehouse count, and inside the database's integer. */
const MAX_UNITS = 1_000_000_000;
const WHOLE = /^[+-]?\d+$/;

function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && WHOLE.test(value.trim())) return Number(value.trim());
  return null;
}

const shown = (value: unknown): string => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value) ?? String(value));

/** Sends the back-in-stock email of each notice after the commit that removed its request. */
export class AnswerBackInStockRequests {
  constructor(
    private readonly stock: Pick<StockLevels, 'takeAnswerable'>,
    private readonly emails: BackInStockEmails,
    private readonly sender: EmailSender,
    private readonly problems: ProblemLog,
  ) {}

  /**
   * One email a notice. A send that fails is reported and not tried again here: the request was
   * removed with the stock change (so two updates never both email), the size can be bought now,
   * and the sender already retries what it accepted; storing the request again would email the
   * shopper at the next restock instead, long after the size they waited for came back.
   */
  async send(notices: readonly BackInStockNotice[]): Promise<number> {
    let sent = 0;
    for (const notice of notices) {
      try {
        await this.sender.send(this.emails.compose(notice));
        sent += 1;
      } catch (error) {
        this.problems.report('BACK_IN_STOCK_EMAIL_FAILED', {
          stockId: notice.stockId, siteId: notice.siteId, error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return sent;
  }

  /**
   * A size's stock level changed through an order (units given back when it closed unpaid or was
   * cancelled, or taken): the requests of those products' sizes with units now are answered. It
   * runs after the order's commit, so a failure is reported, never thrown at the order.
   */
  async afterStockLevelsMoved(productIds: readonly number[]): Promise<void> {
    try {
      await this.send(await this.stock.takeAnswerable(productIds));
    } catch (error) {
      this.problems.report('BACK_IN_STOCK_ANSWER_FAILED', { productIds, error: error instanceof Error ? error.message : String(error) });
    }
  }
}

/** Who applies a feed (for the audit log), what the file's reader could not read (then nothing is applied), and who hears of the rows written so far. */
export interface StockFeedSource {
  actor: AuditActor;
  readProblems?: readonly ImportProblem[];
  onProgress?: (written: number, of: number) => void;
}

/**
 * Applies a stock feed: every row judged first (a SKU, and a whole quantity not below zero or a
 * whole delta; one kind per file; each SKU once), then all rows in one transaction or none,
 * recorded in the audit log; the notify requests of the sizes that came back are answered after
 * the commit.
 */
export class ApplyStockFeed {
  constructor(
    private readonly stock: StockLevels,
    private readonly answers: AnswerBackInStockRequests,
    private readonly audit: OperatorAuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(rows: Iterable<StockFeedRow>, source: StockFeedSource): Promise<StockFeedReport> {
    const rejected: ImportProblem[] = [...(source.readProblems ?? [])];
    const changes: StockChange[] = [];
    const lineOf = new Map<string, number>();
    let kind: 'quantity' | 'delta' | null = null;
    for (const row of rows) {
      const reject = (column: string | null, message: string): void => { rejected.push({ line: row.line, column, message }); };
      const sku = typeof row.sku === 'string' ? row.sku.trim() : '';
      if (sku === '') { reject('sku', 'the SKU is missing'); continue; }
      const hasQuantity = row.quantity !== undefined && row.quantity !== '';
      const hasDelta = row.delta !== undefined && row.delta !== '';
      if (hasQuantity === hasDelta) {
        reject(null, hasQuantity ? 'give a quantity or a delta, not both' : `SKU ${sku} has no quantity and no delta`);
        continue;
      }
      const column = hasQuantity ? 'quantity' : 'delta';
      if (kind === null) kind = column;
      if (column !== kind) { reject(column, `this file gives ${kind === 'quantity' ? 'quantities' : 'deltas'}: a ${column} cannot be mixed in`); continue; }
      const raw = hasQuantity ? row.quantity : row.delta;
      const value = wholeNumber(raw);
      if (value === null) { reject(column, `${shown(raw)} is not a whole number`); continue; }
      if (column === 'quantity' && value < 0) { reject(column, `the quantity ${value} is negative`); continue; }
      if (Math.abs(value) > MAX_UNITS) { reject(column, `${value} is more than ${MAX_UNITS} units`); continue; }
      const first = lineOf.get(sku);
      if (first !== undefined) { reject('sku', `SKU ${sku} is already on line ${first}`); continue; }
      lineOf.set(sku, row.line);
      changes.push(column === 'quantity' ? { sku, quantity: value } : { sku, delta: value });
    }
    const none = { applied: false, updated: 0, unchanged: 0, backInStockEmails: 0 };
    if (rejected.length > 0) return { ...none, rejected };
    const onProgress = source.onProgress;
    const outcome = await this.stock.apply(changes, onProgress === undefined ? undefined : (written) => onProgress(written, changes.length));
    if (outcome.kind === 'unknown-skus') {
      const unknown = outcome.skus.map((sku) => ({ line: lineOf.get(sku) ?? 0, column: 'sku', message: `unknown SKU ${sku}` }));
      return { ...none, rejected: unknown.sort((a, b) => a.line - b.line) };
    }
    await this.audit.record({
      actor: source.actor, action: 'stock.feed', target: 'stock', before: null,
      after: { kind, rows: changes.length, updated: outcome.updated, unchanged: outcome.unchanged, cameBack: outcome.cameBack.length }, at: this.clock.now(),
    });
    const backInStockEmails = await this.answers.send(outcome.notices);
    return { applied: true, updated: outcome.updated, unchanged: outcome.unchanged, rejected: [], backInStockEmails };
  }
}
