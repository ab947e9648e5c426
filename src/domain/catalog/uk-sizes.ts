/**
 * The sizes the buy grid sells, in UK sizing (the catalog's reference): even dress sizes 4 to 32,
 * shoe sizes 3 to 9, letter sizes and 'One Size'. An import's size label is read into one of
 * these or refused, so a shopper never meets a size the size guide and the sizing regions do not
 * know.
 */
const DRESS_SIZES = Array.from({ length: 15 }, (_, i) => String(4 + i * 2));
const SHOE_SIZES = ['3', '4', '5', '6', '7', '8', '9'];
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'];
export const ONE_SIZE = 'One Size';

const KNOWN: ReadonlySet<string> = new Set([...DRESS_SIZES, ...SHOE_SIZES, ...LETTER_SIZES, ONE_SIZE]);

/** Words shops write for a letter size or one size, upper-cased and without spaces or dashes. */
const SPELLINGS: Readonly<Record<string, string>> = {
  SMALL: 'S', MEDIUM: 'M', LARGE: 'L', XLARGE: 'XL', EXTRALARGE: 'XL', XXLARGE: 'XXL', XSMALL: 'XS', EXTRASMALL: 'XS',
  '2XL': 'XXL', XXXL: '3XL', XXXXL: '4XL', '2XS': 'XXS', ONESIZE: ONE_SIZE, OS: ONE_SIZE, OSFA: ONE_SIZE, DEFAULTTITLE: ONE_SIZE,
};

/** The sizes in the order a message lists them. */
export const KNOWN_UK_SIZES: readonly string[] = [...new Set([...SHOE_SIZES, ...DRESS_SIZES]), ...LETTER_SIZES, ONE_SIZE];

/** A label as shops write it ('UK 12', '12', 'Small', 'one size') as a UK size the shop sells, or null. */
export function ukSizeOf(label: string): string | null {
  const plain = label.trim().replace(/^UK\s*/i, '');
  if (/^\d{1,2}$/.test(plain)) {
    const number = String(Number(plain));
    return KNOWN.has(number) ? number : null;
  }
  const key = plain.toUpperCase().replace(/[\s_-]+/g, '');
  const size = SPELLINGS[key] ?? (KNOWN.has(key) ? key : null);
  return size;
}

/**
 * A size as a shopper reads it: the one-size label in the page's language (`oneSizeWord`), every
 * other size (numbers, S, M, L) the same in every language. Filters, buy grids, basket lines,
 * order pages and emails all show sizes through it, so none names a size differently.
 */
export const sizeShown = (size: string, oneSizeWord: string): string => (size === ONE_SIZE ? oneSizeWord : size);
