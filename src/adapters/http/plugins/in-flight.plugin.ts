import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no request is being handled (a handler may outlive its client's connection). */
    requestsDrained(): Promise<void>;
  }
}

const COUNTED = Symbol('counted in flight');
type Counted = FastifyRequest & { [COUNTED]?: boolean };

/**
 * Counts the requests being handled, from their first hook until their answer is sent. The server
 * closing waits for connections, not handlers: a client that gave up (a load test ending, a closed
 * tab) leaves its handler running, and the database must stay open until that handler has written
 * what it answers (an order placed must get its payment attempt recorded).
 */
const countRequestsInFlight: FastifyPluginAsync = async (app) => {
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  const finished = (request: Counted) => {
    if (request[COUNTED] !== true) return;
    request[COUNTED] = false;
    inFlight -= 1;
    if (inFlight > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  app.addHook('onRequest', (request: Counted, _reply, done) => {
    request[COUNTED] = true;
    inFlight += 1;
    done();
  });
  app.addHook('onSend', (request: Counted, _reply, payload, done) => {
    finished(request);
    done(null, payload);
  });
  app.addHook('onResponse', (request: Counted, _reply, done) => {
    finished(request);
    done();
  });
  app.decorate('requestsDrained', () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))));
};

export const inFlightPlugin = fp(countRequestsInFlight, { name: 'requests-in-flight' });
