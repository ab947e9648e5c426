import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import { HttpError } from '../errors/http-error.js';

/** C0 controls (tab, newline and carriage return allowed only in bodies) and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_URL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_BODY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type Refusal = { field: string; messageCode: 'FIELD_CONTROL_CHARACTER' | 'FIELD_NOT_A_NUMBER' };

/** The first field (by name) holding a control character or a number that is not finite. */
function badField(value: unknown, control: RegExp, name: string, depth = 0): Refusal | null {
  if (typeof value === 'string') return control.test(value) ? { field: name, messageCode: 'FIELD_CONTROL_CHARACTER' } : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : { field: name, messageCode: 'FIELD_NOT_A_NUMBER' };
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = badField(inner, control, Array.isArray(value) ? name : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses, after schema validation and before any handler, input no use case should see: a NUL
 * or other control character (PostgreSQL refuses NUL in text) and `Infinity`, `-Infinity` or
 * `1e309`, which a number schema's coercion lets through. 400 INVALID_INPUT naming the field.
 */
export const refuseUnsafeInput: preHandlerHookHandler = (request: FastifyRequest, _reply, done) => {
  const refusal = badField(request.params, CONTROL_IN_URL, 'path') ?? badField(request.query, CONTROL_IN_URL, 'query')
    ?? badField(request.body, CONTROL_IN_BODY, 'body');
  if (refusal === null) return done();
  done(new HttpError('INVALID_INPUT', refusal));
};
