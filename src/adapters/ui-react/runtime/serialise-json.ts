const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/json">` block: characters that could close the script
 * element or start an HTML comment are escaped, so any string value is safe to embed.
 */
export function serialiseJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]!);
}
