import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyPluginCallback } from 'fastify';
import type { CspSources, ProviderDirective } from './payment-provider-csp.js';

const baseDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  formAction: ["'self'"],
  // 'self': the global modal may show a page of this site in an iframe (spec section 2); other sites may not frame it.
  frameAncestors: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  upgradeInsecureRequests: null,
};

const baseHelmetOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: baseDirectives },
  crossOriginEmbedderPolicy: false,
  // Headers for browsers nobody ships any more (IE8's download dialog, Flash, the removed XSS
  // auditor): every byte of a response costs on hot pages, and these protect no current browser.
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * Strict Content-Security-Policy: no inline scripts or styles, no third-party origins. Island props
 * and translations travel in `type="application/json"` blocks, which a CSP does not execute. This is
 * the whole policy while every payment provider is its sandbox; real providers widen it
 * (helmetOptionsFor), never with inline scripts.
 */
export const helmetOptions: HelmetOptions = baseHelmetOptions;

/**
 * The same options with more sources allowed: images from the pick-up maps' tile server
 * (MAP_TILE_URL), and what the configured real payment providers' browser code needs
 * (payment-provider-csp.ts); every other directive stays as strict. With neither, the strict
 * options themselves.
 */
export function helmetOptionsFor(extraImageSources: readonly string[], providerSources: CspSources = {}): HelmetOptions {
  const extra: CspSources = { ...providerSources, imgSrc: [...extraImageSources, ...(providerSources.imgSrc ?? [])] };
  const widened = Object.entries(extra).filter(([, sources]) => sources.length > 0) as [ProviderDirective, readonly string[]][];
  if (widened.length === 0) return baseHelmetOptions;
  const directives = { ...baseDirectives };
  for (const [directive, sources] of widened) directives[directive] = [...new Set([...baseDirectives[directive], ...sources])];
  return { ...baseHelmetOptions, contentSecurityPolicy: { useDefaults: false, directives } };
}

/** The CSP source of a tile URL template: its scheme and host, a `{s}` subdomain as `*`. */
export function tileImageSource(tileUrl: string): string {
  const origin = /^https?:\/\/[^/?#]+/.exec(tileUrl)?.[0];
  if (origin === undefined) throw new Error(`Not a tile URL: ${tileUrl}`);
  return origin.replace(/\{s\}/g, '*');
}

/**
 * Powerful browser features the shop does not use are off for it and anything it frames; payment
 * (wallet buttons) and geolocation (finding a pick-up point near you) stay with the shop itself.
 */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), usb=(), serial=(), bluetooth=(), midi=(), geolocation=(self), payment=(self)';

/**
 * The headers helmet sets for these options, plus the Permissions-Policy. They do not depend on the request (no CSP nonces,
 * see ADR 2), so they are computed once instead of rebuilding helmet on every request, which is
 * what @fastify/helmet does and which cost a third of a cached page's time.
 */
export function securityHeadersFor(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Sets the security headers and echoes the request id on every response, in one synchronous hook. */
const securityHeaders: FastifyPluginCallback<{ options: HelmetOptions }> = (app, { options }, done) => {
  const headers = securityHeadersFor(options);
  app.addHook('onRequest', (request, reply, next) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    next();
  });
  done();
};

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
