import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, makeErrorHandler } from '../../../../src/adapters/http/errors/error-handler.js';
import { codeOfStatus, ERROR_STATUSES, STATUS_OF, type ErrorCode } from '../../../../src/adapters/http/errors/error-status.js';
import { HttpError, sendResult, type ErrorBodyShape } from '../../../../src/adapters/http/errors/http-error.js';
import { describeError } from '../../../../src/adapters/http/errors/error-message.js';
import { err, ok } from '../../../../src/domain/shared/result.js';
import { projectRoot } from '../../../../src/main/project-root.js';

async function app(): Promise<FastifyInstance> {
  const a = Fastify();
  a.setErrorHandler(makeErrorHandler((_req, status, message) => `<html><body><h1>${status}</h1><p>${message}</p></body></html>`));
  a.get('/boom', async () => {
    throw new Error('secret database detail at line 42');
  });
  a.get('/qty', { schema: { querystring: { type: 'object', required: ['quantity'], properties: { quantity: { type: 'integer', minimum: 1 } } } } }, async () => 'ok');
  a.get<{ Params: { code: ErrorCode } }>('/throw/:code', async (request) => {
    throw new HttpError(request.params.code);
  });
  a.get<{ Params: { code: ErrorCode; shape: ErrorBodyShape } }>('/result/:code', async (request, reply) =>
    sendResult(reply, err({ code: request.params.code }), () => 'never'));
  for (const shape of ['addToBag', 'quantity', 'success', 'text'] as const) {
    a.get(`/shape/${shape}`, { config: { errorBody: shape } }, async () => {
      throw new HttpError('OUT_OF_STOCK');
    });
  }
  a.get('/ok', async (_request, reply) => sendResult(reply, ok({ n: 1 }), (v) => ({ doubled: v.n * 2 })));
  a.get('/teapot', async () => {
    throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
  });
  return a;
}

describe('error handler', () => {
  it('never shows the failure to shoppers', async () => {
    const res = await (await app()).inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: GENERIC_ERROR_MESSAGE });
    expect(GENERIC_ERROR_MESSAGE).toBe('Something went wrong, please refresh and try again');
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
  });

  it('renders an HTML page for browsers', async () => {
    const res = await (await app()).inject({ url: '/boom', headers: { accept: 'text/html' } });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(GENERIC_ERROR_MESSAGE);
    expect(res.body).not.toContain('secret');
  });

  it('answers bad input with 400 and a message naming the field in plain words', async () => {
    const res = await (await app()).inject('/qty?quantity=-3');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INVALID_INPUT', message: 'Please check quantity: it must be at least 1' });
    expect((await (await app()).inject('/qty?quantity=abc')).json().message).toBe('Please check quantity: it must be a whole number');
    expect((await (await app()).inject('/qty')).json().message).toBe('Please enter quantity');
  });

  it.each(Object.entries(STATUS_OF) as [ErrorCode, number][])('answers %s thrown or returned with %i and { code, message }', async (code, status) => {
    const a = await app();
    for (const url of [`/throw/${code}`, `/result/${code}`]) {
      const res = await a.inject(url);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ code, message: describeError('en-GB', { code }) });
      expect(res.json().message).not.toBe('');
    }
  });

  it('answers the spec shape a route declares, always with code and message', async () => {
    const a = await app();
    const message = 'This item is out of stock.';
    expect((await a.inject('/shape/addToBag')).json()).toEqual({
      success: false, code: 'OUT_OF_STOCK', message, reason: 'OUT_OF_STOCK', hasWarning: false, dataLayer: null, eventId: null,
    });
    expect((await a.inject('/shape/quantity')).json()).toEqual({ success: false, code: 'OUT_OF_STOCK', message, dataLayer: null });
    expect((await a.inject('/shape/success')).json()).toEqual({ success: false, code: 'OUT_OF_STOCK', message });
    const text = await a.inject('/shape/text');
    expect([text.statusCode, text.headers['content-type'], text.body]).toEqual([409, 'text/plain; charset=utf-8', message]);
    expect((await a.inject('/ok')).json()).toEqual({ doubled: 2 });
  });

  it('keeps every status it answers in the table: an unknown 4xx becomes 400 INVALID_INPUT', async () => {
    const res = await (await app()).inject('/teapot');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_INPUT');
    for (const status of [400, 401, 403, 404, 405, 409, 413, 414, 415, 429, 500, 503, 418, 599]) {
      expect(ERROR_STATUSES.has(STATUS_OF[codeOfStatus(status)])).toBe(true);
    }
    expect(STATUS_OF[codeOfStatus(403)]).toBe(403);
    expect(STATUS_OF[codeOfStatus(429)]).toBe(429);
  });

  it("README's table lists every code with its status", () => {
    const readme = readFileSync(join(projectRoot(), 'README.md'), 'utf8');
    for (const [code, status] of Object.entries(STATUS_OF)) expect(readme, code).toContain(`| ${status} | \`${code}\` |`);
  });
});
