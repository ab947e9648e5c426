/**
 * JSON for a `<script type="application/json">` block: characters that could close the script
 * element or start an HTML comment are escaped, so any string value is safe to embed.
 */
export function serialiseJsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
