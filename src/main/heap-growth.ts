/**
 * Memory: between full collections V8 lets the old generation grow to as much as four
 * times its live data, so a busy node held 150 to 230 MB of heap for 65 MB of live objects. A
 * bounded growth factor keeps it near its live data at the cost of more (mostly concurrent) full
 * collections. V8 reads the flag at each collection, so setting it at start-up takes effect.
 *
 * The V8 flag for HEAP_GROWTH_PERCENT, or null when it is 0 (V8's own rule) or when the node's
 * command line or NODE_OPTIONS (`given`) already sets one, which wins.
 */
export function heapGrowthFlag(percent: number, given: readonly string[]): string | null {
  if (percent <= 0 || given.some((arg) => arg.includes('heap-growing-percent'))) return null;
  return `--heap-growing-percent=${percent}`;
}
