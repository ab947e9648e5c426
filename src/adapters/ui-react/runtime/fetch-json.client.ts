/**
 * JSON fetch (spec section 7): sends JSON accept and content-type, credentials 'same-origin',
 * and fails on a non-ok status with 'Request failed: {url} - {status} {statusText}'.
 *
 * Usage:
 *   const data = await fetchJson<{ count: number }>('/basket/quickbasket/count');
 *   const res = await fetchJson<AddResponse>('/api/basket/delete/42', { method: 'POST', body: { id: 42 } });
 * A `body` that is not a string is sent as JSON. Errors are `RequestFailedError` (status on it).
 */
import { requestFailedMessage } from '../rules/messages.js';

export type FetchImpl = (input: string, init?: RequestInit) => Promise<Response>;

export interface JsonRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON unless already a string. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A non-ok answer: the spec's message, with the status kept for callers that branch on it. */
export class RequestFailedError extends Error {
  override readonly name = 'RequestFailedError';
  constructor(readonly url: string, readonly status: number, readonly statusText: string) {
    super(requestFailedMessage(url, status, statusText));
  }
}

export const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' } as const;

/** Throws the spec's error for a non-ok response; returns it otherwise. */
export function assertOk(url: string, response: Response): Response {
  if (!response.ok) throw new RequestFailedError(url, response.status, response.statusText);
  return response;
}

export function jsonRequestInit(init: JsonRequestInit = {}): RequestInit {
  const { body, headers, method, signal } = init;
  const request: RequestInit = { method: method ?? 'GET', credentials: 'same-origin', headers: { ...JSON_HEADERS, ...headers } };
  if (body !== undefined) request.body = typeof body === 'string' ? body : JSON.stringify(body);
  if (signal) request.signal = signal;
  return request;
}

export async function fetchJson<T>(url: string, init: JsonRequestInit = {}, fetchImpl: FetchImpl = (u, i) => fetch(u, i)): Promise<T> {
  const response = assertOk(url, await fetchImpl(url, jsonRequestInit(init)));
  return (await response.json()) as T;
}
