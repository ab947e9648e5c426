/** Fills `{name}` placeholders of a translated string: fillPlaceholders('Page {n}', { n: 2 }) → 'Page 2'. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
