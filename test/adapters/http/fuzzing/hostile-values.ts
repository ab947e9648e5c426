import fc from 'fast-check';
import { seededProduct } from '../../../support/shopper-browser.js';

/** A product of the seeded catalog whose id, code and slug are among the values sent. */
export const fuzzProduct = seededProduct((p) => p.brand === 'evans' && p.kind === 'apparel');

/** Values that have broken servers before, and a few that are valid. */
const hostile = fc.constantFrom(
  '', ' ', 'abc', '\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', 'Infinity', '-Infinity', '1e309', '-1e309', 'NaN', '1.5', '-1', '0',
  '1', '99999999999999999999', '2147483648', '0x10', '1e3', 'x'.repeat(5000), '<script>alert(1)</script>', '../../etc/passwd',
  'é✓💥', '\ud800', '__proto__', 'constructor', '{"a":1}', 'null', 'true', '%', '%00', '%zz', 'delete', 'increase', 'UK', 'EU',
  String(fuzzProduct.id), fuzzProduct.code, fuzzProduct.slug, fuzzProduct.sizes[0]!.stockId, 'dresses', 'evans', 'true', 'a@b.co',
);

export const scalar = fc.oneof(
  { weight: 4, arbitrary: hostile },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

type PropertySchema = { const?: unknown; anyOf?: { const?: unknown }[] };
type JsonSchema = { properties?: Record<string, PropertySchema>; anyOf?: JsonSchema[] };

/** The properties of an object schema, or of every branch of a union of them. */
const propertiesIn = (schema: unknown): Record<string, PropertySchema> => {
  const s = schema as JsonSchema | undefined;
  return Object.assign({}, s?.properties ?? {}, ...(s?.anyOf ?? []).map(propertiesIn));
};
export const propertiesOf = (schema: unknown): string[] => Object.keys(propertiesIn(schema));
export const literalsOf = (schema: unknown, key: string): string[] =>
  (propertiesIn(schema)[key]?.anyOf ?? []).map((branch) => branch.const).filter((v): v is string => typeof v === 'string');

/** A value for one schema property: a hostile value, or one of its own literals. */
export const valueFor = (schema: unknown, key: string) => {
  const literals = literalsOf(schema, key);
  return literals.length > 0 ? fc.oneof(scalar, fc.constantFrom(...literals)) : scalar;
};

/** Percent-encodes a value; a lone surrogate becomes the bytes of an invalid UTF-8 sequence. */
const encodeChar = (c: string): string => {
  try {
    return encodeURIComponent(c);
  } catch {
    return '%ED%A0%80';
  }
};
/** Percent-encodes a value, or with `raw` leaves `%` and unreserved characters as they are. */
export const encode = (value: string, raw: boolean): string =>
  [...value].map((c) => (raw && (c === '%' || /^[A-Za-z0-9._~-]$/.test(c)) ? c : encodeChar(c))).join('');
