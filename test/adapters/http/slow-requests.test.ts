import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../support/storefront-under-test.js';

let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest({ listen: true, env: { REQUEST_TIMEOUT_MS: '1000' } });
}, 120_000);
afterAll(async () => sut?.close());

describe('slow senders', () => {
  it('a body trickled too slowly is answered 408 and the connection closed once REQUEST_TIMEOUT_MS has passed', async () => {
    const { hostname, port } = new URL(sut.baseUrl);
    const socket = connect(Number(port), hostname);
    const startedAt = Date.now();
    let answer = '';
    socket.on('data', (chunk: Buffer) => { answer += chunk.toString(); });
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - startedAt)));
    socket.write('POST /product/api/notify HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em');
    const trickle = setInterval(() => socket.write('a'), 200);
    const elapsed = await closed;
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('{"code":"REQUEST_TIMEOUT","message":"The request took too long to arrive. Please try again."}');
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(10_000);
  }, 20_000);
});
