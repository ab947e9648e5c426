/** Puts values into the `{name}` slots of a translated string: interpolate('Page {n}', { n: 2 }) → 'Page 2'. */
export function interpolate(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}
