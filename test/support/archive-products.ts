import type { SqlRunner } from '../../src/adapters/persistence/database.js';

/**
 * Archives or brings back products by id, as an import's merge does (migration 031), for tests
 * that need a product the shop no longer sells. Answers the ids it changed, in id order.
 */
export async function setArchived(runner: SqlRunner, productIds: readonly number[], archived: boolean): Promise<number[]> {
  const { rows } = await runner.query<{ id: number }>(
    `WITH changed AS (
       UPDATE products SET archived_at = CASE WHEN $2::boolean THEN now() END
        WHERE id = ANY($1::int[]) AND (archived_at IS NOT NULL) <> $2::boolean RETURNING id
     ) SELECT id FROM changed ORDER BY id`,
    [productIds, archived]);
  return rows.map((r) => r.id);
}
