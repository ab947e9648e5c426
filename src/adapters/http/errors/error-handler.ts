import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please refresh and try again';

export interface ErrorPageRenderer {
  (request: FastifyRequest, status: number, message: string): string;
}

const wantsHtml = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? '').includes('text/html') && request.headers['x-requested-with'] !== 'XMLHttpRequest';

/**
 * One place that turns thrown errors into answers. Client errors (bad input) keep their message;
 * anything else is logged with its stack and answered with a generic message, never the stack.
 */
export function makeErrorHandler(renderErrorPage: ErrorPageRenderer | null) {
  return function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    const isClientError = status < 500;
    if (isClientError) request.log.info({ err: error }, 'request rejected');
    else request.log.error({ err: error }, 'request failed');
    const message = isClientError ? clientMessage(error) : GENERIC_ERROR_MESSAGE;
    reply.code(status);
    if (renderErrorPage && wantsHtml(request)) {
      return reply.type('text/html; charset=utf-8').send(renderErrorPage(request, status, message));
    }
    return reply.send({ statusCode: status, error: isClientError ? 'Bad Request' : 'Internal Server Error', message });
  };
}

function clientMessage(error: FastifyError): string {
  if (error.validation && error.validation.length > 0) {
    const first = error.validation[0]!;
    const field = first.instancePath.replace(/^\//, '') || (first.params as { missingProperty?: string }).missingProperty || error.validationContext || 'request';
    return `Invalid ${field}: ${first.message ?? 'not accepted'}`;
  }
  return error.message;
}
