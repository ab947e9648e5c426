// The ceiling for the benchmark: Fastify answering a fixed, ready HTML page of a given size.
import Fastify from 'fastify';

const size = Number(process.env.HTML_BYTES ?? 20_000);
const filler = '<p>' + 'Ready HTML for the ceiling measurement. '.repeat(Math.ceil(size / 40)) + '</p>';
const html = `<!doctype html><html lang="en"><head><title>ceiling</title></head><body>${filler}</body></html>`.slice(0, size);
const app = Fastify({ logger: false });
app.get('/', (_req, reply) => reply.type('text/html; charset=utf-8').send(html));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3918) });
