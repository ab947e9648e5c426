/**
 * Intl objects are costly to build (each one looks up locale data: about a millisecond), and the
 * basket page and the delivery section name many days and countries per request. One per locale
 * and kind, kept for the life of the process. An unknown locale falls back to English.
 */
const kept = new Map<string, Intl.DateTimeFormat | Intl.DisplayNames | Intl.Collator>();

function keep<T extends Intl.DateTimeFormat | Intl.DisplayNames | Intl.Collator>(key: string, make: (locale: string) => T, locale: string): T {
  const found = kept.get(`${key}|${locale}`);
  if (found !== undefined) return found as T;
  let made: T;
  try {
    made = make(locale);
  } catch {
    made = make('en');
  }
  kept.set(`${key}|${locale}`, made);
  return made;
}

/** 'Tuesday 24 November' for a YYYY-MM-DD day, in the locale's words and order. */
export function longDayName(isoDay: string, locale: string): string {
  const format = keep('long-day', (l) => new Intl.DateTimeFormat(l, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }), locale);
  return format.format(new Date(`${isoDay}T12:00:00Z`));
}

/** A country's name from its ISO code, in the locale's language; the code when it has no name. */
export function regionName(code: string, locale: string): string {
  try {
    return keep('region', (l) => new Intl.DisplayNames([l], { type: 'region', fallback: 'code' }), locale).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Compares texts as the locale sorts them. */
export function compareInLocale(locale: string): (a: string, b: string) => number {
  return keep('collator', (l) => new Intl.Collator(l), locale).compare;
}
