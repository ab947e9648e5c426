import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import type { OwnerMove } from '../../ports/owner-merge.port.js';
import type { Database } from './database.js';
import type { GuestOwnedTable } from './purge-guest-rows.js';

/**
 * The moves' storage keys as two parallel arrays (`unnest($1::text[], $2::text[])` pairs them in
 * SQL, each an index lookup), without moves onto themselves and with each key moved once.
 */
function keyPairsOf(moves: readonly OwnerMove[], keyOf: (owner: BasketOwner) => string): { from: string[]; to: string[] } {
  const from: string[] = [];
  const to: string[] = [];
  for (const move of moves) {
    const fromKey = keyOf(move.from);
    const toKey = keyOf(move.to);
    if (fromKey === toKey || from.includes(fromKey) || to.includes(toKey)) continue;
    from.push(fromKey);
    to.push(toKey);
  }
  return { from, to };
}

/** The pairs as a table `k(from_key, to_key)` for a FROM clause; $1 and $2 are the two arrays. */
export const KEY_PAIRS = 'unnest($1::text[], $2::text[]) AS k(from_key, to_key)';

/**
 * The statement that appends each guest's rows of `table` to the new owner's, in the order they
 * came (`at`, then `seq`), dropping those whose `item` the new owner already has.
 */
export const appendMovedItems = (table: GuestOwnedTable, item: string, at: string): string =>
  `INSERT INTO ${table} (owner_key, ${item}, ${at})
   SELECT k.to_key, g.${item}, g.${at} FROM ${KEY_PAIRS} JOIN ${table} g ON g.owner_key = k.from_key
    ORDER BY g.${at}, g.seq
   ON CONFLICT (owner_key, ${item}) DO NOTHING`;

/**
 * Moves the rows of `table` from each move's old owner to its new one, in one transaction: each
 * of `statements` in turn carries the rows over (it reads the pairs from KEY_PAIRS, $1 and $2,
 * and `params` from $3 on), then the old owners' rows go. Nothing runs when no key moves.
 */
export async function moveOwnedRows(db: Database, table: GuestOwnedTable, moves: readonly OwnerMove[],
  keyOf: (owner: BasketOwner) => string, statements: readonly string[], params: readonly unknown[] = []): Promise<void> {
  const keys = keyPairsOf(moves, keyOf);
  if (keys.from.length === 0) return;
  await db.transaction(async (tx) => {
    for (const sql of statements) await tx.query(sql, [keys.from, keys.to, ...params]);
    await tx.query(`DELETE FROM ${table} WHERE owner_key = ANY($1::text[])`, [keys.from]);
  });
}
