import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { ApplyStockFeed, StockFeedReport, StockFeedRow } from '../../../application/catalog/stock-feed.use-case.js';
import type { ImportProblem } from '../../../domain/catalog/catalog-import.js';
import { readStockFeedCsv } from '../../system/stock-feed-csv.js';
import { HttpError } from '../errors/http-error.js';
import { operatorOf, requireOperator } from '../plugins/operator-auth.js';

export interface StockRouteOptions {
  applyStockFeed: ApplyStockFeed;
}

/** A 100,000-SKU feed in CSV is about 2 MB; JSON a few times that. */
const FEED_BODY_LIMIT = 32 * 1024 * 1024;
const MAX_ROWS = 500_000;

const JsonFeed = Type.Object({
  rows: Type.Array(Type.Object({
    sku: Type.String({ maxLength: 200 }),
    quantity: Type.Optional(Type.Number({ description: 'Units on hand at the warehouse: a whole number, 0 or more.' })),
    delta: Type.Optional(Type.Number({ description: 'A change to the units on hand: a whole number.' })),
  }, { additionalProperties: false }), { maxItems: MAX_ROWS, description: 'One row a SKU, each with quantity or delta, the same in every row.' }),
}, { additionalProperties: false });

// No type: the parser hands the bytes on as a Buffer, which the CSV reader judges row by row.
const CsvFeed = Type.Unsafe<Buffer>({ description: 'A header `sku,quantity` or `sku,delta`, then one row a SKU (UTF-8).' });

const Report = Type.Object({
  updated: Type.Integer({ description: 'Sizes whose units changed.' }),
  unchanged: Type.Integer({ description: 'Sizes that already had those units.' }),
  backInStockEmails: Type.Integer({ description: 'Notify requests answered: sizes that went from none to some.' }),
});

/** A feed is CSV or JSON; anything else is refused before its body is read. */
async function requireCsvOrJson(request: FastifyRequest): Promise<void> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'text/csv' && type !== 'application/json') throw new HttpError('UNSUPPORTED_MEDIA_TYPE');
}

const rowFieldOf = (p: ImportProblem) => ({ field: `line ${p.line}${p.column === null ? '' : `, ${p.column}`}`, message: p.message });

/** The report of a feed applied, or the refusal naming every rejected row (nothing applied). */
function answerOf(report: StockFeedReport) {
  if (!report.applied) throw new HttpError('STOCK_FEED_REJECTED', { count: report.rejected.length, fields: report.rejected.map(rowFieldOf) });
  return { updated: report.updated, unchanged: report.unchanged, backInStockEmails: report.backInStockEmails };
}

/**
 * PUT /operator/api/stock (permission `catalog`): a stock feed, CSV (`text/csv`) or JSON. Units
 * orders promised stay promised; all rows or none are applied; the caches of every node hear of it,
 * and the notify requests of sizes that came back get their email. The key is checked before the
 * body is read, so a caller without one never has a large body parsed.
 */
export const stockRoutes: FastifyPluginAsync<StockRouteOptions> = async (fastify, opts) => {
  // This plugin's scope only: CSV arrives as bytes, decoded by the reader, which refuses what is not UTF-8.
  fastify.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: FEED_BODY_LIMIT }, (_request, body, done) => { done(null, body); });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.put('/operator/api/stock', {
    onRequest: [requireOperator('catalog'), requireCsvOrJson],
    bodyLimit: FEED_BODY_LIMIT,
    schema: {
      summary: 'Sets the stock of many SKUs: units on hand, or changes to them', tags: ['catalog'],
      description: 'Available to buy = on hand less the units of pending orders and of paid orders not yet dispatched or cancelled, never below zero. '
        + 'One transaction: a rejected row (422, each row named in `fields`) applies nothing.',
      body: { content: { 'application/json': { schema: JsonFeed }, 'text/csv': { schema: CsvFeed } } } as unknown as typeof JsonFeed,
      response: { 200: Report },
    },
  }, async (request) => {
    const { kind, id, name } = operatorOf(request);
    const actor = { kind, id, name };
    const body: unknown = request.body;
    if (Buffer.isBuffer(body)) {
      const read = readStockFeedCsv(body);
      return answerOf(await opts.applyStockFeed.execute(read.rows, { actor, readProblems: read.problems }));
    }
    const rows: StockFeedRow[] = (body as Static<typeof JsonFeed>).rows.map((row, i) => ({ line: i + 1, ...row }));
    return answerOf(await opts.applyStockFeed.execute(rows, { actor }));
  });
};
