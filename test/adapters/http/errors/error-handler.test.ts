import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, makeErrorHandler } from '../../../../src/adapters/http/errors/error-handler.js';

async function app() {
  const a = Fastify();
  a.setErrorHandler(makeErrorHandler((_req, status, message) => `<html><body><h1>${status}</h1><p>${message}</p></body></html>`));
  a.get('/boom', async () => {
    throw new Error('secret database detail at line 42');
  });
  a.get('/qty', { schema: { querystring: { type: 'object', required: ['quantity'], properties: { quantity: { type: 'integer', minimum: 1 } } } } }, async () => 'ok');
  return a;
}

describe('error handler', () => {
  it('never shows the failure to shoppers', async () => {
    const res = await (await app()).inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: GENERIC_ERROR_MESSAGE });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
  });

  it('renders an HTML page for browsers', async () => {
    const res = await (await app()).inject({ url: '/boom', headers: { accept: 'text/html' } });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(GENERIC_ERROR_MESSAGE);
    expect(res.body).not.toContain('secret');
  });

  it('answers bad input with 400 and a message naming the field', async () => {
    const res = await (await app()).inject('/qty?quantity=-3');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid quantity: must be >= 1');
    const missing = await (await app()).inject('/qty');
    expect(missing.json().message).toContain('quantity');
  });
});
