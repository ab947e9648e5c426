import type {
  SandboxAnswer, SandboxChange, SandboxHeld, SandboxOrderAnswer, SandboxPayPalStore,
} from '../providers/paypal/sandbox/sandbox-paypal-store.js';
import type { Database, SqlRunner } from './database.js';

/** Sandbox rows older than this are purged (development and test data). */
const KEEP_FOR = '7 days';
/** One create in this many also purges old rows. */
const PURGE_EVERY_CREATES = 200;

/**
 * The PayPal sandbox's orders in the database (migration 015), shared by every node: a change of
 * one order locks its row (`SELECT ... FOR UPDATE`) and writes the order and the answer kept for
 * its PayPal-Request-Id in one transaction, so two nodes capturing the same order at once make one
 * capture, and the same request id gets the same answer on any node.
 */
export class SqlSandboxPayPalStore implements SandboxPayPalStore {
  private sinceLastPurge = 0;

  constructor(private readonly db: Database) {}

  async get(id: string): Promise<SandboxHeld | null> {
    const { rows } = await this.db.query<{ held: SandboxHeld }>('SELECT held FROM paypal_sandbox_orders WHERE id = $1', [id]);
    return rows[0]?.held ?? null;
  }

  /** A sequential read of the JSON (no index): the sandbox's rows are a week's development and test data. */
  async orderOfCapture(captureId: string): Promise<string | null> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT id FROM paypal_sandbox_orders
        WHERE held->'order'->>'captureId' = $1 OR held->'authorization'->'captures' @> jsonb_build_array(jsonb_build_object('id', $1::text)) LIMIT 1`,
      [captureId]);
    return rows[0]?.id ?? null;
  }

  async orderOfAuthorization(authorizationId: string): Promise<string | null> {
    const { rows } = await this.db.query<{ id: string }>("SELECT id FROM paypal_sandbox_orders WHERE held->'authorization'->>'id' = $1 LIMIT 1", [authorizationId]);
    return rows[0]?.id ?? null;
  }

  async create(held: SandboxHeld, answerKey: string, answer: SandboxOrderAnswer): Promise<SandboxOrderAnswer> {
    if (++this.sinceLastPurge >= PURGE_EVERY_CREATES) {
      this.sinceLastPurge = 0;
      await this.db.query(`DELETE FROM paypal_sandbox_orders WHERE created_at < now() - interval '${KEEP_FOR}'`);
      await this.db.query(`DELETE FROM paypal_sandbox_answers WHERE created_at < now() - interval '${KEEP_FOR}'`);
    }
    return this.db.transaction(async (tx) => {
      const kept = await tx.query<{ answer_key: string }>(
        'INSERT INTO paypal_sandbox_answers (answer_key, answer) VALUES ($1, $2) ON CONFLICT (answer_key) DO NOTHING RETURNING answer_key',
        [answerKey, JSON.stringify(answer)]);
      if (kept.rows.length === 0) return (await answerOf(tx, answerKey)) as SandboxOrderAnswer;
      await tx.query('INSERT INTO paypal_sandbox_orders (id, held) VALUES ($1, $2)', [held.order.id, JSON.stringify(held)]);
      return answer;
    });
  }

  async change<T extends SandboxAnswer | boolean>(id: string, answerKey: string | null, decide: (held: SandboxHeld | null) => SandboxChange<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ held: SandboxHeld }>('SELECT held FROM paypal_sandbox_orders WHERE id = $1 FOR UPDATE', [id]);
      // Under the order's lock: an answer kept by a change that ran first (on any node) is answered again.
      if (answerKey !== null) {
        const known = await answerOf(tx, answerKey);
        if (known !== null) return known as T;
      }
      const { next, answer, keepAnswer } = decide(rows[0]?.held ?? null);
      if (next !== null) await tx.query('UPDATE paypal_sandbox_orders SET held = $2 WHERE id = $1', [id, JSON.stringify(next)]);
      if (answerKey !== null && keepAnswer === true && typeof answer !== 'boolean') {
        await tx.query('INSERT INTO paypal_sandbox_answers (answer_key, answer) VALUES ($1, $2) ON CONFLICT (answer_key) DO NOTHING', [answerKey, JSON.stringify(answer)]);
      }
      return answer;
    });
  }
}

async function answerOf(tx: SqlRunner, answerKey: string): Promise<SandboxAnswer | null> {
  const { rows } = await tx.query<{ answer: SandboxAnswer }>('SELECT answer FROM paypal_sandbox_answers WHERE answer_key = $1', [answerKey]);
  return rows[0]?.answer ?? null;
}
