import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * A cookie's two names (ADR 0027): the `__Host-` name on a request that came by HTTPS (browsers
 * then hold it only with Secure, Path=/ and no Domain, so no sibling host can set or shadow it),
 * the plain name on plain http (localhost), where browsers refuse `__Host-` names.
 */
export interface CookieNames {
  readonly plain: string;
  readonly host: string;
}

export const cookieNames = (plain: string, host: string): CookieNames => ({ plain, host });

/** Whether the request came by HTTPS: `request.protocol` honours X-Forwarded-Proto behind TRUST_PROXY only. */
export const isSecureRequest = (request: FastifyRequest): boolean => request.protocol === 'https';

/** The cookie's raw value under either name, the name that fits the request first. */
export function readCookie(request: FastifyRequest, names: CookieNames): string | undefined {
  const cookies = request.cookies as Record<string, string | undefined> | undefined;
  if (cookies === undefined) return undefined;
  const [first, second] = isSecureRequest(request) ? [names.host, names.plain] : [names.plain, names.host];
  return cookies[first] || cookies[second] || undefined;
}

/**
 * Writes the cookie under the name that fits the request: Path=/, no Domain, Secure exactly when
 * the request is secure. The other name, when the request carried it, is cleared, so a browser
 * that moved to HTTPS does not keep a stale plain copy.
 */
export function writeCookie(reply: FastifyReply, names: CookieNames, value: string, options: Omit<CookieSerializeOptions, 'path' | 'domain' | 'secure'>): void {
  const secure = isSecureRequest(reply.request);
  const name = secure ? names.host : names.plain;
  const other = secure ? names.plain : names.host;
  reply.setCookie(name, value, { ...options, path: '/', secure });
  if (reply.request.cookies?.[other] !== undefined) reply.clearCookie(other, { path: '/', secure: other === names.host });
}

/** Clears the cookie under both names (sign-out, a renewed secret). */
export function clearCookie(reply: FastifyReply, names: CookieNames): void {
  reply.clearCookie(names.plain, { path: '/', secure: isSecureRequest(reply.request) });
  reply.clearCookie(names.host, { path: '/', secure: true });
}
