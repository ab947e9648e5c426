import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ImportCatalog, ImportReport } from '../../../application/catalog/import-catalog.use-case.js';
import type { ImportProblem } from '../../../domain/catalog/catalog-import.js';
import { findSiteVariant } from '../../../domain/site/site-variants.js';
import type { CatalogImportFormat } from '../../../ports/catalog-import.port.js';
import { HttpError } from '../errors/http-error.js';
import { operatorOf, requireOperator } from '../plugins/operator-auth.js';

export interface CatalogImportRouteOptions {
  importCatalog: ImportCatalog;
  /** Shopify's product CSV (text/csv) and the shop's JSON Lines (application/x-ndjson), those the shop reads. */
  formats: Readonly<Partial<Record<'shopify' | 'jsonl', CatalogImportFormat>>>;
  /** The largest file taken, in bytes. */
  maxBytes: number;
}

const FORMAT_OF_TYPE: Readonly<Record<string, 'shopify' | 'jsonl'>> = { 'text/csv': 'shopify', 'application/x-ndjson': 'jsonl' };
const mediaTypeOf = (request: FastifyRequest): string => (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

const Query = Type.Object({
  site: Type.String({ maxLength: 64, description: 'The site the rows belong to (e.g. yours-clothing, yours-clothing-de): its brand owns the products, its currency names the prices.' }),
  dryRun: Type.Optional(Type.Boolean({ description: 'Check and count everything, write nothing.' })),
  archiveMissing: Type.Optional(Type.Boolean({ description: 'Archive the products of the site\'s brand that the file does not list.' })),
}, { additionalProperties: false });

const Problem = Type.Object({ line: Type.Integer(), column: Type.Union([Type.String(), Type.Null()]), message: Type.String() });
const Report = Type.Object({
  applied: Type.Boolean({ description: 'False for a dry run.' }),
  dryRun: Type.Boolean(),
  products: Type.Integer({ description: 'Products read from the file.' }),
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer({ description: 'Products the file gives as their last import wrote them: not written again.' }),
  archived: Type.Integer({ description: 'Products archived because the file did not list them (archiveMissing).' }),
  warnings: Type.Array(Problem, { description: 'Taken with a change: an image that could not be fetched, a description cleaned.' }),
  truncated: Type.Boolean({ description: 'More than 1,000 warnings: the rest are not listed.' }),
});

// No type: the body is the request's own stream, which the format's reader reads as it arrives.
const FileBody = Type.Unsafe<IncomingMessage>({ description: 'The import file, streamed.' });

/** The format of the request's media type, among those the shop reads; another media type is refused before the body is read. */
const formatOfRequest = (formats: CatalogImportRouteOptions['formats']) => (request: FastifyRequest): CatalogImportFormat => {
  const name = FORMAT_OF_TYPE[mediaTypeOf(request)];
  const format = name === undefined ? undefined : formats[name];
  if (format === undefined) {
    const types = Object.entries(FORMAT_OF_TYPE).filter(([, n]) => formats[n] !== undefined).map(([type]) => type);
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', {}, `Send the import file as ${types.join(' or ')}.`);
  }
  return format;
};

/** The body's bytes, refused once past `maxBytes` (the reader stops there, and nothing is applied). */
async function* limited(body: AsyncIterable<Uint8Array>, maxBytes: number): AsyncIterable<Uint8Array> {
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new HttpError('PAYLOAD_TOO_LARGE');
    yield chunk;
  }
}

const fieldOf = (p: ImportProblem) => ({ field: `line ${p.line}${p.column === null ? '' : `, ${p.column}`}`, message: p.message });

function answerOf(report: ImportReport) {
  if (report.rejected.length > 0) {
    throw new HttpError('CATALOG_IMPORT_REJECTED', { count: report.rejected.length, fields: report.rejected.map(fieldOf) });
  }
  const { applied, dryRun, products, created, updated, unchanged, archived, warnings, truncated } = report;
  return { applied, dryRun, products, created, updated, unchanged, archived, warnings, truncated };
}

/**
 * POST /operator/api/catalog/imports (permission `catalog`): a product file, Shopify's CSV or the
 * shop's JSON Lines, streamed to the import as it arrives (never held whole). All or nothing: a
 * rejected row answers 422 naming every problem by line and column, and writes nothing. The key
 * and the media type are checked before the body is read.
 */
export const catalogImportRoutes: FastifyPluginAsync<CatalogImportRouteOptions> = async (fastify, opts) => {
  // This plugin's scope only: the body is handed on as the request's stream, read by the format's reader.
  fastify.addContentTypeParser(Object.keys(FORMAT_OF_TYPE), (_request, payload, done) => { done(null, payload); });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const formatOf = formatOfRequest(opts.formats);

  app.post('/operator/api/catalog/imports', {
    onRequest: [requireOperator('catalog'), async (request) => { formatOf(request); }],
    schema: {
      summary: 'Imports products from Shopify\'s product CSV or the shop\'s JSON Lines, all or nothing', tags: ['catalog'],
      description: 'Products are matched by brand and slug (Shopify\'s Handle). A product given as its last import wrote it is unchanged and not written, '
        + 'so the same file twice changes nothing. A rejected row (422, each problem named in `fields` as `line 3, Variant Price`) applies nothing.',
      querystring: Query,
      body: { content: { 'text/csv': { schema: FileBody }, 'application/x-ndjson': { schema: FileBody } } } as unknown as typeof FileBody,
      response: { 200: Report },
    },
  }, async (request) => {
    const site = findSiteVariant(request.query.site);
    if (site === undefined) throw new HttpError('INVALID_INPUT', { fields: [{ field: 'site', message: `there is no site '${request.query.site}'` }] });
    const { kind, id, name } = operatorOf(request);
    const format = formatOf(request);
    const report = await opts.importCatalog.execute(format, limited(request.body as IncomingMessage, opts.maxBytes), {
      brand: site.brand, currency: site.currency, byVendor: new Map(),
    }, {
      dryRun: request.query.dryRun ?? false, archiveMissing: request.query.archiveMissing ?? false,
      // A file sent over HTTP has no folder beside it: its images are URLs.
      importFolder: null, actor: { kind, id, name },
    });
    return answerOf(report);
  });
};
