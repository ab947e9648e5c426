/**
 * Sets `key` in a sandbox's memory and forgets its oldest entries beyond `capacity`: a sandbox
 * keeps payments, orders and idempotent answers in insertion-ordered maps, bounded so a long run
 * (a bench, a shop left on its demo providers) does not grow without limit.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, capacity: number): void {
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= capacity) return;
    map.delete(oldest);
  }
}
