import { describe, expect, it } from 'vitest';
import { AnswerBackInStockRequests, ApplyStockFeed } from '../../../src/application/catalog/stock-feed.use-case.js';
import type { AuditEntry } from '../../../src/ports/operator-audit.port.js';
import type { OutgoingEmail } from '../../../src/ports/email-sender.port.js';
import type { BackInStockNotice, StockChange, StockLevels, StockLevelsOutcome } from '../../../src/ports/stock-levels.port.js';

const AT = new Date('2026-11-28T05:00:00Z');
const BY = { actor: { kind: 'api-key', id: '7', name: 'warehouse' } } as const;
const notice = (email: string): BackInStockNotice => ({ email, stockId: 'B', siteId: 'evans', productName: 'Wrap dress', productSlug: 'wrap-dress', sizeLabel: '14' });

function kit(outcome: StockLevelsOutcome = { kind: 'applied', updated: 1, unchanged: 0, cameBack: [], notices: [] }, failFor: string[] = []) {
  const applied: StockChange[][] = [];
  const sent: OutgoingEmail[] = [];
  const problems: [string, Record<string, unknown>][] = [];
  let answerable: BackInStockNotice[] = [];
  const stock: StockLevels = {
    apply: async (changes) => { applied.push([...changes]); return outcome; },
    takeAnswerable: async () => { const taken = answerable; answerable = []; return taken; },
  };
  const answers = new AnswerBackInStockRequests(
    stock, { compose: (n) => ({ to: n.email, from: 'shop@example.com', subject: `${n.productName} is back`, text: '', html: '' }) },
    { send: async (email) => { if (failFor.includes(email.to)) throw new Error('SMTP down'); sent.push(email); } },
    { report: (event, details) => { problems.push([event, details]); } },
  );
  const audited: AuditEntry[] = [];
  const audit = { record: async (entry: AuditEntry) => { audited.push(entry); }, page: async () => [] };
  return { feed: new ApplyStockFeed(stock, answers, audit, { now: () => AT }), audited, answers, applied, sent, problems, setAnswerable: (n: BackInStockNotice[]) => { answerable = n; } };
}

describe('ApplyStockFeed', () => {
  it('applies quantities (CSV strings or JSON numbers) and reports updated and unchanged', async () => {
    const k = kit({ kind: 'applied', updated: 1, unchanged: 1, cameBack: [], notices: [] });
    const report = await k.feed.execute([{ line: 2, sku: ' A ', quantity: '5' }, { line: 3, sku: 'B', quantity: 0 }], BY);
    expect(report).toEqual({ applied: true, updated: 1, unchanged: 1, rejected: [], backInStockEmails: 0 });
    expect(k.applied).toEqual([[{ sku: 'A', quantity: 5 }, { sku: 'B', quantity: 0 }]]);
    expect(k.audited).toEqual([{ actor: BY.actor, action: 'stock.feed', target: 'stock', before: null, after: { kind: 'quantity', rows: 2, updated: 1, unchanged: 1, cameBack: 0 }, at: AT }]);
  });

  it('applies deltas, negative ones too', async () => {
    const k = kit();
    await k.feed.execute([{ line: 2, sku: 'A', delta: '-3' }, { line: 3, sku: 'B', delta: '+2' }], BY);
    expect(k.applied).toEqual([[{ sku: 'A', delta: -3 }, { sku: 'B', delta: 2 }]]);
  });

  it('rejects every bad row with its line and column, and applies nothing', async () => {
    const k = kit();
    const report = await k.feed.execute([
      { line: 2, sku: 'A', quantity: '-1' },
      { line: 3, sku: 'B', quantity: '2.5' },
      { line: 4, sku: '', quantity: '1' },
      { line: 5, sku: 'C', quantity: '1' },
      { line: 6, sku: 'C', quantity: '2' },
      { line: 7, sku: 'D', delta: '1' },
      { line: 8, sku: 'E', quantity: '1', delta: '1' },
      { line: 9, sku: 'F' },
      { line: 10, sku: 'G', quantity: 'ten' },
      { line: 11, sku: 'H', quantity: 2_000_000_000 },
    ], BY);
    expect(report).toEqual({
      applied: false, updated: 0, unchanged: 0, backInStockEmails: 0, rejected: [
        { line: 2, column: 'quantity', message: 'the quantity -1 is negative' },
        { line: 3, column: 'quantity', message: "'2.5' is not a whole number" },
        { line: 4, column: 'sku', message: 'the SKU is missing' },
        { line: 6, column: 'sku', message: 'SKU C is already on line 5' },
        { line: 7, column: 'delta', message: 'this file gives quantities: a delta cannot be mixed in' },
        { line: 8, column: null, message: 'give a quantity or a delta, not both' },
        { line: 9, column: null, message: 'SKU F has no quantity and no delta' },
        { line: 10, column: 'quantity', message: "'ten' is not a whole number" },
        { line: 11, column: 'quantity', message: '2000000000 is more than 1000000000 units' },
      ],
    });
    expect(k.applied).toEqual([]);
    expect(k.audited).toEqual([]);
  });

  it('applies nothing when the reader could not read the file, and reports its problems first', async () => {
    const k = kit();
    const report = await k.feed.execute([{ line: 2, sku: 'A', quantity: '1' }], { ...BY, readProblems: [{ line: 3, column: null, message: 'bad quote' }] });
    expect(report).toMatchObject({ applied: false, rejected: [{ line: 3, column: null, message: 'bad quote' }] });
    expect(k.applied).toEqual([]);
  });

  it('names the line of each unknown SKU the store answers', async () => {
    const k = kit({ kind: 'unknown-skus', skus: ['Z', 'X'] });
    const report = await k.feed.execute([{ line: 2, sku: 'X', quantity: 1 }, { line: 3, sku: 'Y', quantity: 1 }, { line: 4, sku: 'Z', quantity: 1 }], BY);
    expect(report.applied).toBe(false);
    expect(report.rejected).toEqual([{ line: 2, column: 'sku', message: 'unknown SKU X' }, { line: 4, column: 'sku', message: 'unknown SKU Z' }]);
    expect(k.sent).toEqual([]);
  });

  it('emails each answered request once after the commit; a failed send is reported and counted out', async () => {
    const k = kit({ kind: 'applied', updated: 1, unchanged: 0, cameBack: ['B'], notices: [notice('ann@example.com'), notice('bob@example.com')] }, ['bob@example.com']);
    const report = await k.feed.execute([{ line: 2, sku: 'B', quantity: 3 }], BY);
    expect(report.backInStockEmails).toBe(1);
    expect(k.sent.map((e) => e.to)).toEqual(['ann@example.com']);
    expect(k.problems).toEqual([['BACK_IN_STOCK_EMAIL_FAILED', { stockId: 'B', siteId: 'evans', error: 'SMTP down' }]]);
  });
});

describe('AnswerBackInStockRequests', () => {
  it('answers the requests of sizes an order gave units back to, each once', async () => {
    const k = kit();
    k.setAnswerable([notice('ann@example.com')]);
    await k.answers.afterStockLevelsMoved([1]);
    await k.answers.afterStockLevelsMoved([1]);
    expect(k.sent.map((e) => e.to)).toEqual(['ann@example.com']);
  });

  it('reports a failure to read the requests instead of throwing at the order that moved the stock', async () => {
    const problems: string[] = [];
    const answers = new AnswerBackInStockRequests(
      { takeAnswerable: async () => { throw new Error('connection lost'); } },
      { compose: () => { throw new Error('unused'); } }, { send: async () => undefined }, { report: (event) => { problems.push(event); } },
    );
    await answers.afterStockLevelsMoved([1]);
    expect(problems).toEqual(['BACK_IN_STOCK_ANSWER_FAILED']);
  });
});
