import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimits } from '../../../ports/rate-limits.port.js';
import type { MessageCode } from '../../i18n/message-catalogue.js';
import { HttpError } from '../errors/http-error.js';

/** One limit: at most `max` attempts per key (an address, an address and an email) per window. */
export interface AttemptRule {
  name: string;
  max: number;
  windowMs: number;
  keyOf(request: FastifyRequest): string;
}

/**
 * Counts an attempt under every rule, in the database so the limits hold across app nodes and
 * restarts, and refuses with 429 (`refusal`, TOO_MANY_ATTEMPTS by default) and `Retry-After` once
 * any rule is over. It runs as a preHandler: requests refused earlier (content type, schema,
 * anti-forgery) create no keys.
 *
 * Written here rather than with @fastify/rate-limit: that plugin keeps counters per node (or in
 * Redis) and applies one limit per route, and sign-in needs two (per address and email, and per
 * address alone) on counters every node shares.
 */
export function limitAttempts(
  limits: RateLimits,
  rules: readonly AttemptRule[],
  refusal: 'TOO_MANY_ATTEMPTS' | 'TOO_MANY_REQUESTS' = 'TOO_MANY_ATTEMPTS',
  /** The catalogue message that words the refusal, when the code's own is about something else. */
  messageCode?: MessageCode,
): preHandlerAsyncHookHandler {
  return async function attemptLimits(request, reply) {
    const counts = await Promise.all(rules.map(async (rule) => ({ rule, count: await limits.hit(`${rule.name}:${rule.keyOf(request)}`, rule.windowMs) })));
    const over = counts.filter(({ rule, count }) => count.hits > rule.max);
    if (over.length === 0) return;
    const waitS = Math.max(1, ...over.map(({ count }) => Math.ceil(count.resetInMs / 1000)));
    reply.header('retry-after', String(waitS));
    throw new HttpError(refusal, messageCode === undefined ? {} : { messageCode });
  };
}
