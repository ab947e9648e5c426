import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, makeErrorHandler } from '../../../../src/adapters/http/errors/error-handler.js';
import { codeOfStatus, ERROR_STATUSES, STATUS_OF, type ErrorCode } from '../../../../src/adapters/http/errors/error-status.js';
import { HttpError } from '../../../../src/adapters/http/errors/http-error.js';
import { describeError } from '../../../../src/adapters/http/errors/error-message.js';

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
  for (const spec of ['basketAdd', 'basketQuantity', 'success', 'loyaltyCoupon'] as const) {
    a.get(`/spec/${spec}`, { config: { specErrorFields: spec } }, async () => {
      throw new HttpError('OUT_OF_STOCK');
    });
  }
  a.get('/page', { config: { errorPage: true } }, async () => {
    throw new HttpError('ORDER_NOT_FOUND');
  });
  a.get('/fields/named', async () => {
    throw new HttpError('SHOPPER_DETAILS_MISSING', { fields: ['email', 'delivery.postcode'] });
  });
  a.get('/fields/worded', async () => {
    throw new HttpError('INVALID_SHOPPER_DETAILS', { fields: [{ field: 'email', message: 'Please enter an email address' }] }, 'Please enter your details');
  });
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

  it.each(Object.entries(STATUS_OF) as [ErrorCode, number][])('answers %s thrown with %i and { code, message }', async (code, status) => {
    const res = await (await app()).inject(`/throw/${code}`);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ code, message: describeError('en-GB', { code }) });
    expect(res.json().message).not.toBe('');
  });

  it('adds only the fields the spec fixes for a route, always with code and message', async () => {
    const a = await app();
    const message = 'This item is out of stock.';
    expect((await a.inject('/spec/basketAdd')).json()).toEqual({
      success: false, code: 'OUT_OF_STOCK', message, reason: 'OUT_OF_STOCK', hasWarning: false, dataLayer: null, eventId: null,
    });
    expect((await a.inject('/spec/basketQuantity')).json()).toEqual({ success: false, code: 'OUT_OF_STOCK', message, dataLayer: null });
    expect((await a.inject('/spec/success')).json()).toEqual({ success: false, code: 'OUT_OF_STOCK', message });
    expect((await a.inject('/spec/loyaltyCoupon')).json()).toEqual({ success: false, errorMessage: message, code: 'OUT_OF_STOCK', message });
  });

  it('answers JSON to a browser on a route whose JSON fields the spec fixes, the error page on a page whatever it asks', async () => {
    const a = await app();
    const add = await a.inject({ url: '/spec/basketAdd', headers: { accept: 'text/html' } });
    expect(add.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = await a.inject({ url: '/page', headers: { accept: 'application/json' } });
    expect([page.statusCode, page.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
  });

  it('lists the form fields an error is about as [{ field, message }]', async () => {
    const a = await app();
    expect((await a.inject('/fields/named')).json()).toEqual({
      code: 'SHOPPER_DETAILS_MISSING', message: 'Please enter your details before you pay.',
      fields: [{ field: 'email', message: 'Please fill in this field' }, { field: 'delivery.postcode', message: 'Please fill in this field' }],
    });
    expect((await a.inject('/fields/worded')).json()).toEqual({
      code: 'INVALID_SHOPPER_DETAILS', message: 'Please enter your details', fields: [{ field: 'email', message: 'Please enter an email address' }],
    });
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
});
