import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

interface Operation { summary?: string; tags?: string[]; security?: unknown[]; responses?: Record<string, unknown> }
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string; in?: string }> };
}

let sut: StorefrontUnderTest;
let document: Document;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
  // No credentials: the document is the API's shape, never its data.
  const res = await sut.app.inject({ method: 'GET', url: '/operator/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  document = res.json<Document>();
}, 60_000);
afterAll(async () => sut?.close());

/** `/a/:id` as OpenAPI writes it, `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const operations = () => Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })));

it('is a valid OpenAPI 3.1 document', async () => {
  expect(document.openapi).toBe('3.1.0');
  const result = await validate(structuredClone(document) as never);
  expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
});

it('documents every route under /operator/api/ the app knows, and nothing else', () => {
  const known = sut.app.knownRoutes()
    .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/operator/api/'))
    .map((r) => `${r.method} ${openApiPath(r.url)}`);
  expect(known.length).toBeGreaterThan(10);
  expect(operations().map((o) => o.key).sort()).toEqual([...new Set(known)].sort());
  // The shopper routes (and the console's pages) are not in it.
  expect(Object.keys(document.paths).filter((path) => !path.startsWith('/operator/api/'))).toEqual([]);
});

it('gives every operation a summary, an area tag and its answers', () => {
  for (const { key, operation } of operations()) {
    expect(operation.summary, key).toBeTruthy();
    expect(operation.tags, key).toSatisfy((tags: string[] | undefined) => tags?.length === 1 && ['operators', 'orders', 'catalog'].includes(tags[0]!));
    expect(Object.keys(operation.responses ?? {}), key).not.toEqual([]);
  }
});

it('describes the two credentials: an API key as a bearer token, and the operator session cookie', () => {
  expect(document.components.securitySchemes).toEqual({
    apiKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    operatorSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: '__Host-op' }),
  });
  const documentItself = operations().find(({ key }) => key === 'GET /operator/api/openapi.json');
  expect(documentItself?.operation.security).toEqual([]);
});
