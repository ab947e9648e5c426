import { err, ok, type Result } from '../../../../domain/shared/result.js';

/**
 * Pick-up location search and selection (spec section 5): a search with an empty term does
 * nothing; a failed search is treated as empty; choosing a location needs a data-id matching a
 * loaded result.
 */

/** The trimmed search term, or null when there is nothing to search for. */
export function searchTerm(raw: string | null | undefined): string | null {
  const term = raw?.trim() ?? '';
  return term === '' ? null : term;
}

/** A failed search (rejected or non-array body) counts as no results. */
export function searchResults<T>(outcome: { ok: true; body: unknown } | { ok: false }, isLocation: (value: unknown) => value is T): T[] {
  if (!outcome.ok || !Array.isArray(outcome.body)) return [];
  return outcome.body.filter(isLocation);
}

export type LocationSelectionError =
  | { code: 'MISSING_DATA_ID'; message: string }
  | { code: 'UNKNOWN_LOCATION'; message: string };

export function selectLocation<T>(
  results: readonly T[],
  dataId: string | null | undefined,
  idOf: (location: T) => string,
): Result<T, LocationSelectionError> {
  const id = dataId?.trim() ?? '';
  if (id === '') return err({ code: 'MISSING_DATA_ID', message: 'The chosen location has no data-id' });
  const location = results.find((candidate) => idOf(candidate) === id);
  return location === undefined
    ? err({ code: 'UNKNOWN_LOCATION', message: `No loaded location has data-id ${id}` })
    : ok(location);
}
