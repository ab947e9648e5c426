import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../support/storefront-under-test.js';

let sut: StorefrontUnderTest;
const logLines: string[] = [];
beforeAll(async () => {
  sut = await startStorefrontUnderTest({ listen: true, env: { REQUEST_TIMEOUT_MS: '1000' }, logLines });
}, 120_000);
afterAll(async () => sut?.close());

describe('slow senders', () => {
  // When the deadline fires, to the millisecond, is the request-deadline plugin's own test (fake
  // timers); here the configured deadline meets a real client that keeps sending a byte at a time,
  // which Node's socket timeout alone would keep waiting for.
  it('a body trickled too slowly is answered 408 and the connection closed by the REQUEST_TIMEOUT_MS deadline', async () => {
    const { hostname, port } = new URL(sut.baseUrl);
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk: Buffer) => { answer += chunk.toString(); });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('POST /product/api/notify HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em');
    const trickle = setInterval(() => socket.write('a'), 200);
    await closed;
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('{"code":"REQUEST_TIMEOUT","message":"The request took too long to arrive. Please try again."}');
    const deadlines = logLines.map((line) => JSON.parse(line) as { msg?: string; timeoutMs?: number }).filter((entry) => entry.msg === 'request body not received in time');
    expect(deadlines.map((entry) => entry.timeoutMs)).toEqual([1_000]);
  }, 20_000);
});

/** Sends raw bytes and collects the whole answer until the server closes the connection. */
async function rawExchange(bytes: string): Promise<string> {
  const { hostname, port } = new URL(sut.baseUrl);
  const socket = connect(Number(port), hostname);
  let answer = '';
  socket.on('data', (chunk: Buffer) => { answer += chunk.toString(); });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(bytes);
  await closed;
  return answer;
}

describe('requests Node refuses before routing', () => {
  it('headers over the limit get 431 HEADERS_TOO_LARGE with the security headers', async () => {
    const answer = await rawExchange(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(answer).toContain('content-security-policy:');
    expect(answer).toContain('permissions-policy: camera=()');
    expect(answer).toContain('{"code":"HEADERS_TOO_LARGE","message":"The request headers are too large."}');
  });

  it('a malformed request gets 400 INVALID_INPUT in the same shape', async () => {
    const answer = await rawExchange('THIS IS NOT HTTP\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('x-content-type-options: nosniff');
    expect(answer).toContain('"code":"INVALID_INPUT"');
  });

  it('every ordinary answer carries the Permissions-Policy', async () => {
    const response = await fetch(`${sut.baseUrl}/healthz`);
    expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
  });
});
