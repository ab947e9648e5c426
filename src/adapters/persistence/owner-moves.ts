import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import type { OwnerMove } from '../../ports/owner-merge.port.js';

/**
 * The moves' storage keys as two parallel arrays (`unnest($1::text[], $2::text[])` pairs them in
 * SQL, each an index lookup), without moves onto themselves and with each key moved once.
 */
export function keyPairsOf(moves: readonly OwnerMove[], keyOf: (owner: BasketOwner) => string): { from: string[]; to: string[] } {
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
