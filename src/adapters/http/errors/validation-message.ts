import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { messageFor, type MessageCode, type MessageParams } from '../../i18n/message-catalogue.js';

type Issue = Pick<FastifySchemaValidationError, 'keyword' | 'instancePath' | 'params'>;

/** The field an issue is about, as the request names it ('productId', 'size', 'body'). */
function fieldOf(issue: Issue, context: string | undefined): string {
  const path = issue.instancePath.split('/').filter((p) => p !== '' && !/^\d+$/.test(p));
  const params = issue.params as { missingProperty?: string; additionalProperty?: string };
  return path.at(-1) ?? params.missingProperty ?? params.additionalProperty ?? context ?? 'request';
}

const limitOf = (issue: Issue): number | string => (issue.params as { limit?: number | string }).limit ?? '';

/**
 * One message for a refused request, naming the first refused field in plain words, from the
 * locale's catalogue. Every route's schema errors are worded here and nowhere else.
 */
export function validationMessage(locale: string, issues: readonly Issue[], context?: string): string {
  const first = issues[0];
  if (first === undefined) return messageFor(locale, 'INVALID_INPUT');
  const field = fieldOf(first, context);
  const at = (code: MessageCode, params: MessageParams = {}) => messageFor(locale, code, { field, ...params });
  switch (first.keyword) {
    case 'required':
      return at('FIELD_REQUIRED');
    case 'type': {
      const type = (first.params as { type?: string }).type;
      return type === 'integer' ? at('FIELD_WHOLE_NUMBER') : type === 'number' ? at('FIELD_NOT_A_NUMBER') : at('FIELD_INVALID');
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return at('FIELD_MIN', { limit: limitOf(first) });
    case 'maximum':
    case 'exclusiveMaximum':
      return at('FIELD_MAX', { limit: limitOf(first) });
    case 'maxLength':
      return at('FIELD_TOO_LONG', { max: limitOf(first) });
    case 'minLength':
      return limitOf(first) === 1 ? at('FIELD_REQUIRED') : at('FIELD_TOO_SHORT', { min: limitOf(first) });
    case 'maxItems':
      return at('FIELD_TOO_MANY', { max: limitOf(first) });
    case 'pattern':
    case 'format':
      return at('FIELD_FORMAT');
    case 'additionalProperties':
      return at('FIELD_UNKNOWN');
    case 'const':
    case 'enum':
    case 'anyOf': {
      const same = issues.filter((i) => i.instancePath === first.instancePath);
      // A union of fixed values names them; a union with a free-form branch (pattern) is a format.
      if (same.some((i) => !['const', 'enum', 'anyOf'].includes(i.keyword))) return at('FIELD_FORMAT');
      const values = same.filter((i) => i.keyword === 'const').map((i) => String((i.params as { allowedValue?: unknown }).allowedValue));
      return values.length > 0 ? at('FIELD_ONE_OF', { values: values.join(', ') }) : at('FIELD_INVALID');
    }
    default:
      return at('FIELD_INVALID');
  }
}
