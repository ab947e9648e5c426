// The ceiling for the benchmark: Fastify answering a fixed, ready HTML page: the very bytes of the
// page it is compared with (HTML_FILE), as one string. A synthetic page of the same size is not a
// fair ceiling: with autocannon on the same two cores, a repeated ASCII filler measured about twice
// the req/s of the real product page served the same way (the client's share of the CPU depends on
// the bytes it reads).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const html = readFileSync(process.env.HTML_FILE, 'utf8');
const app = Fastify({ logger: false });
app.get('/', (_req, reply) => reply.type('text/html; charset=utf-8').send(html));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3918) });
