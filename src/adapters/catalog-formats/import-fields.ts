/** Checks both import formats share, so a product reads the same from a CSV or a JSON line. */

/** A name as the slug of a URL ('Coats & Jackets' → 'coats-jackets'), or null when nothing of it is left. */
export function slugOf(text: string): string | null {
  const slug = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/&/g, ' ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 120).replace(/-+$/, '');
  return slug === '' ? null : slug;
}

/**
 * Why an image source cannot be used, or null: an http(s) URL, or a path relative to the import
 * file's folder that stays inside it. Whether a URL's host is public is checked when the image is
 * fetched, on the address it resolves to.
 */
export function imageSourceProblem(source: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(source)) {
    let url: URL;
    try {
      url = new URL(source);
    } catch {
      return `Image '${source}' is not a URL; the image was left out.`;
    }
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : `Image '${source}' is not an http or https URL; the image was left out.`;
  }
  if (source.startsWith('/') || source.startsWith('\\') || source.split(/[/\\]/).includes('..')) {
    return `Image '${source}' is outside the import file's folder; the image was left out.`;
  }
  return null;
}
