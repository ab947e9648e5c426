/**
 * Typo tolerance, as shoppers expect from a hosted search engine: a word of 4 to 7 letters may
 * hold one typo, a longer word two, a shorter word none. A typo is one letter missing, added,
 * changed, or two neighbours swapped (optimal string alignment distance).
 */
export function typosAllowed(word: string): number {
  const length = [...word].length;
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/** Edits (insert, delete, substitute, swap neighbours) from `a` to `b`, by code point. */
export function typoDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows = x.length + 1;
  const cols = y.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number): number => d[i * cols + j]!;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * cols + j] = best;
    }
  }
  return at(rows - 1, cols - 1);
}

/**
 * The catalog words a typed word may have meant: none when the word is itself a catalog word,
 * else the candidates within the typos allowed, closest first (ties in the candidates' order).
 */
export function correctionsOf(word: string, candidates: readonly string[], known: boolean): string[] {
  if (known) return [];
  const allowed = typosAllowed(word);
  if (allowed === 0) return [];
  return candidates
    .filter((c) => c !== word)
    .map((c, i) => ({ c, i, distance: typoDistance(word, c) }))
    .filter((x) => x.distance <= allowed)
    .sort((a, b) => a.distance - b.distance || a.i - b.i)
    .map((x) => x.c);
}
