/** Texts split at their `{name}` slots once: literal parts at even indexes, slot names at odd ones. */
const compiled = new Map<string, readonly string[]>();
/** Translated texts are a bounded set; texts past this many are split on every call instead of kept. */
const MAX_COMPILED = 2_000;

/** Puts values into the `{name}` slots of a translated string: interpolate('Page {n}', { n: 2 }) → 'Page 2'. */
export function interpolate(text: string, values: Readonly<Record<string, string | number>>): string {
  let parts = compiled.get(text);
  if (parts === undefined) {
    parts = text.split(/\{(\w+)\}/);
    if (compiled.size < MAX_COMPILED) compiled.set(text, parts);
  }
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i]!;
    out += (Object.hasOwn(values, key) ? String(values[key]) : `{${key}}`) + parts[i + 1]!;
  }
  return out;
}
