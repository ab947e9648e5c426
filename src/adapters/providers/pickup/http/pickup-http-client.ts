import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { PickupSearch } from '../../../../ports/pickup-network.port.js';

/** Where a network's API is and how long to wait for it. */
export interface PickupHttpOptions {
  baseUrl: string;
  /** A search or lookup that takes longer is given up (PROVIDER_UNAVAILABLE). */
  timeoutMs: number;
  /** Sent as `Authorization: Bearer ...` when set. */
  token?: string | null;
}

export type PickupHttpAnswer<T> = { kind: 'found'; body: T } | { kind: 'not-found' } | { kind: 'unavailable'; reason: string };

/** A search as the plain REST networks take it: `searchTerm`, or `latitude` and `longitude`; plus `limit`. */
export function searchParams(query: PickupSearch): Record<string, string> {
  const limit = String(query.limit);
  return query.kind === 'term'
    ? { searchTerm: query.term, limit }
    : { latitude: String(query.latitude), longitude: String(query.longitude), limit };
}

/** base + path + query, keeping any path the base URL already has ('http://host/api' + '/locations'). */
export function urlOf(baseUrl: string, path: string, params: Record<string, string> = {}): URL {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

/**
 * GET one JSON document and check it against the wire schema. A 404 is "not found"; a refused
 * connection, a timeout, any other status, a body that is not JSON or not of the schema is
 * "unavailable" (with the reason, for the log).
 */
export async function getWireJson<T>(options: PickupHttpOptions, url: URL, schema: TSchema): Promise<PickupHttpAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (error) {
    return { kind: 'unavailable', reason: error instanceof Error ? error.name : 'fetch failed' };
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return { kind: 'not-found' };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { kind: 'unavailable', reason: `status ${response.status}` };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: 'unavailable', reason: 'body is not JSON' };
  }
  return Value.Check(schema, body) ? { kind: 'found', body: body as T } : { kind: 'unavailable', reason: 'body is not of the wire shape' };
}
