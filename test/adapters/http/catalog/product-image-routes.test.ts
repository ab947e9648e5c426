import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImageRoutes } from '../../../../src/adapters/http/catalog/product-image-routes.js';

const HASH = 'a'.repeat(64);
let folder: string;
let app: FastifyInstance;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'image-route-'));
  await mkdir(join(folder, HASH));
  await writeFile(join(folder, HASH, '533.avif'), Buffer.from('avif bytes'));
  await writeFile(join(folder, HASH, '266.jpg'), Buffer.from('jpeg bytes!'));
  await writeFile(join(folder, 'secret.txt'), 'not an image');
  app = Fastify();
  await app.register(productImageRoutes, { folder });
});

afterAll(async () => {
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

describe('GET /images/products/:hash/:file', () => {
  it.each([['533.avif', 'image/avif', 'avif bytes'], ['266.jpg', 'image/jpeg', 'jpeg bytes!']])('sends %s as %s, cacheable for a year', async (file, type, body) => {
    const response = await app.inject(`/images/products/${HASH}/${file}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-length']).toBe(String(body.length));
    expect(response.body).toBe(body);
  });

  it.each([
    `/images/products/${HASH}/800.webp`,
    `/images/products/${'b'.repeat(64)}/533.avif`,
    `/images/products/${HASH}/533.png`,
    `/images/products/${HASH}/534.avif`,
    `/images/products/${HASH.toUpperCase()}/533.avif`,
    '/images/products/..%2Fsecret.txt/533.avif',
    `/images/products/${HASH}/..%2F..%2Fsecret.txt`,
    `/images/products/${HASH}`,
  ])('answers 404 for %s', async (url) => {
    expect((await app.inject(url)).statusCode).toBe(404);
  });
});
