import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import { RefusedAddressError, guardedLookup, type AddressPolicy } from './image-addresses.js';

export interface ImageFetchLimits {
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  /** Bytes of the body; counted as they arrive, the download is cut off past it. */
  maxBytes: number;
  maxRedirects: number;
  allowed: AddressPolicy;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** How a size reads in a message: "20 MB", "512 kB". */
export function sizeWords(bytes: number): string {
  return bytes >= 1_000_000 ? `${Math.round(bytes / 100_000) / 10} MB` : `${Math.round(bytes / 100) / 10} kB`;
}

const secondsWords = (ms: number): string => `${Math.round(ms / 100) / 10} s`;

/** Why a URL may not be fetched at all, or null. */
function refusalOf(url: URL, allowed: AddressPolicy): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'only http and https URLs are fetched';
  if (url.username || url.password) return 'URLs with a user name or password are not fetched';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address written in the URL is dialled without a lookup, so it is checked here.
  if (isIP(host) !== 0 && !allowed(host)) return `${host} is not a public address`;
  return null;
}

type Hop = { kind: 'body'; bytes: Buffer } | { kind: 'redirect'; location: string } | { kind: 'failed'; reason: string };

function fetchOnce(url: URL, limits: ImageFetchLimits, signal: AbortSignal): Promise<Hop> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = request(url, {
      method: 'GET', signal, lookup: guardedLookup(limits.allowed),
      headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8', 'user-agent': 'storefront-image-import' },
    }, (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.resume();
        const location = response.headers.location;
        resolve(location ? { kind: 'redirect', location } : { kind: 'failed', reason: `answered ${status} without a location` });
        return;
      }
      if (status < 200 || status > 299) {
        response.resume();
        resolve({ kind: 'failed', reason: `answered ${status}` });
        return;
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        response.destroy();
        resolve({ kind: 'failed', reason: `it is larger than ${sizeWords(limits.maxBytes)}` });
        return;
      }
      const chunks: Buffer[] = [];
      let total = 0;
      response.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > limits.maxBytes) {
          response.destroy();
          resolve({ kind: 'failed', reason: `it is larger than ${sizeWords(limits.maxBytes)}` });
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ kind: 'body', bytes: Buffer.concat(chunks) }));
      response.on('error', (error) => resolve({ kind: 'failed', reason: reasonOf(error, signal, limits) }));
      // A body cut off without an error (the server closed early): the first settlement wins.
      response.on('close', () => resolve({ kind: 'failed', reason: signal.aborted ? reasonOf(null, signal, limits) : 'the connection closed early' }));
    });
    req.on('error', (error) => resolve({ kind: 'failed', reason: reasonOf(error, signal, limits) }));
    req.end();
  });
}

function reasonOf(error: unknown, signal: AbortSignal, limits: ImageFetchLimits): string {
  if (signal.aborted) return `timed out after ${secondsWords(limits.timeoutMs)}`;
  if (error instanceof RefusedAddressError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'its host name is not known';
  if (code === 'ECONNREFUSED') return 'the connection was refused';
  return (error as Error).message || 'the connection failed';
}

/**
 * The bytes at an http(s) URL, following at most `maxRedirects` redirects, each hop checked as
 * the first is; the error is the reason in a few words ("timed out after 10 s").
 */
export async function fetchImageBytes(source: string, limits: ImageFetchLimits): Promise<Result<Buffer, string>> {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return err('it is not a URL');
  }
  const signal = AbortSignal.timeout(limits.timeoutMs);
  for (let hop = 0; ; hop++) {
    const refusal = refusalOf(url, limits.allowed);
    if (refusal) return err(refusal);
    const answer = await fetchOnce(url, limits, signal);
    if (answer.kind === 'body') return ok(answer.bytes);
    if (answer.kind === 'failed') return err(answer.reason);
    if (hop >= limits.maxRedirects) return err(`it redirected more than ${limits.maxRedirects} times`);
    try {
      url = new URL(answer.location, url);
    } catch {
      return err('it redirected to something that is not a URL');
    }
  }
}
