import { connect } from 'node:net';
import Fastify, { type FastifyReply } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestDeadlinePlugin } from '../../../../src/adapters/http/plugins/request-deadline.plugin.js';

afterEach(() => {
  vi.useRealTimers();
});

/**
 * A server with only the body deadline (Node's own request timeout off), a route that reads a
 * body, and a hook after the deadline's that reports each request's reply as it arrives.
 */
async function serverWithDeadline(timeoutMs: number) {
  const app = Fastify({ requestTimeout: 0 });
  await app.register(requestDeadlinePlugin, { timeoutMs });
  // The reply goes inside an object: a Fastify reply is thenable, and a promise resolved with it
  // would wait for the answer.
  const arrived: Array<(request: { reply: FastifyReply }) => void> = [];
  app.addHook('onRequest', async (_request, reply) => arrived.shift()?.({ reply }));
  app.post('/echo', async (request) => ({ received: request.body }));
  app.get('/plain', async () => ({ ok: true }));
  const { hostname, port } = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
  /** The reply of the next request once the deadline's hook has run for it. */
  const nextRequest = () => new Promise<{ reply: FastifyReply }>((resolve) => arrived.push(resolve));
  /** Opens a connection, sends `bytes`, and collects the answer until the server closes the connection. */
  const send = (bytes: string) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk: Buffer) => { answer += chunk.toString(); });
    const answered = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
    socket.write(bytes);
    return answered;
  };
  return { app, nextRequest, send };
}

describe('request body deadline', () => {
  it('answers 408 and closes the connection when the body has not all arrived timeoutMs after the request began, not a millisecond before', async () => {
    const { app, nextRequest, send } = await serverWithDeadline(1_000);
    // Only the deadline's timer is faked: sockets and Node's own timers keep real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const arrived = nextRequest();
    const answered = send('POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em');
    const { reply } = await arrived;

    vi.advanceTimersByTime(999);
    expect(reply.raw.headersSent).toBe(false);
    expect(reply.raw.socket?.destroyed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(reply.raw.statusCode).toBe(408);
    const answer = await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('connection: close');
    expect(answer).toContain('{"code":"REQUEST_TIMEOUT","message":"The request took too long to arrive. Please try again."}');
    vi.useRealTimers();
    await app.close();
  });

  it('a body that arrives in time is served, and its deadline no longer runs', async () => {
    const { app, nextRequest, send } = await serverWithDeadline(1_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const arrived = nextRequest();
    const body = '{"email":"a@b.c"}';
    const answered = send(`POST /echo HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    await arrived;
    const answer = await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('{"received":{"email":"a@b.c"}}');
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
    await app.close();
  });

  it('a request without a body starts no deadline', async () => {
    const { app, nextRequest, send } = await serverWithDeadline(1_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const arrived = nextRequest();
    const answered = send('GET /plain HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await arrived;
    expect(vi.getTimerCount()).toBe(0);
    expect(await answered).toMatch(/^HTTP\/1\.1 200/);
    vi.useRealTimers();
    await app.close();
  });
});
