import { LRUCache } from 'lru-cache';
import { CATALOG_BASE_LANGUAGE } from '../../domain/catalog/catalog-language.js';
import type { FacetValue } from '../../domain/catalog/product-query.js';
import { pageCountOf } from '../../domain/catalog/product-query.js';
import type { ProductHit, SearchQuery, SearchResults, SuggestQuery } from '../../domain/search/search-query.js';
import { PRICE_BAND_IDS, searchWordsOf } from '../../domain/search/search-query.js';
import { correctionsOf } from '../../domain/search/typo-tolerance.js';
import type { BrandId } from '../../domain/site/site-variant.js';
import { ok, type Result } from '../../domain/shared/result.js';
import type { ProductSearch, SearchError } from '../../ports/product-search.port.js';
import { compareSizeLabels, LIVE_SQL } from './catalog-listing-sql.js';
import { languageParamOf } from './catalog-rows.js';
import type { Database } from './database.js';
import {
  brandLiteral, facetConditions, hitColumnsIn, hitOf, PRICE_BAND_SQL, searchOrder, tsqueryExpression, tsqueryTextOf, type HitRow,
} from './search-sql.js';

/** Nearest catalog words fetched per typed word; the typo rules then pick among them. */
const CANDIDATES_PER_WORD = 8;
/** Typed words a node keeps with their nearest catalog words (a few hundred bytes each), and for how long. */
const WORD_CACHE_ENTRIES = 20_000;
const WORD_CACHE_TTL_MS = 10 * 60_000;

/** Whether the catalog holds a typed word, and the catalog words nearest to it. */
interface WordLookup { known: boolean; terms: string[] }

interface PreparedQuery {
  /** The tsquery text, '' when nothing searchable is left. */
  text: string;
  correctedText: string | null;
}

interface FacetRow { facet: 'total' | 'category' | 'colour' | 'size' | 'price-band'; value: string | null; n: number }

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The embedded search engine on the shop's own database (PGlite or PostgreSQL, the same SQL):
 * full-text match over the weighted product document (migration 009), ranked with ts_rank;
 * words the catalog does not hold are widened to the catalog words within one or two typos,
 * found through the trigram index of `search_terms`.
 */
export class SqlProductSearch implements ProductSearch {
  /**
   * Per node, each typed word of a brand with what the catalog holds near it: searches
   * repeat words, so most searches skip the lookup statement. The catalog's words change only
   * when products are imported or edited; `forgetWords` is called then, and entries expire anyway.
   */
  private readonly words = new LRUCache<string, WordLookup>({ max: WORD_CACHE_ENTRIES, ttl: WORD_CACHE_TTL_MS });

  constructor(private readonly db: Database) {}

  /** Drops every word looked up, e.g. after a catalog import. */
  forgetWords(): void {
    this.words.clear();
  }

  async search(q: SearchQuery): Promise<Result<SearchResults, SearchError>> {
    const prepared = await this.prepare(q.brand, q.text);
    if (prepared.text === '') return ok(emptyResults(q, prepared.correctedText));
    const { params, param } = parameters();
    const brand = brandLiteral(q.brand);
    const tsquery = tsqueryExpression(q.language, prepared.text, param);
    const where = [`p.brand = ${brand}`, LIVE_SQL, `p.search_document @@ ${tsquery}`, ...facetConditions(q, param)].join(' AND ');
    const rank = q.sort === 'relevance' ? `ts_rank(p.search_document, ${tsquery})` : '0';
    const size = param(q.pageSize);
    const hitColumns = hitColumnsIn(languageParamOf(q.catalogLanguage ?? CATALOG_BASE_LANGUAGE, params));
    // One statement, one index scan: the matched products (with what the order needs), their facet
    // counts, and the page of hits; the page is clamped to the last one as the results allow. The
    // facets are one pass of grouping sets and an unnest in the select list: at 100,000 products
    // that took a search 0.94 ms instead of 1.08 with a scan per facet and a lateral unnest.
    const [row] = (await this.db.query<{ facets: FacetRow[]; hits: HitRow[] | null }>(`
      WITH matched AS MATERIALIZED (
        SELECT p.id, p.category_slug, p.colour, ${PRICE_BAND_SQL} AS band, p.price_minor, p.sale_price_minor, p.created_seq, p.in_stock_sizes,
               ${rank} AS rank
          FROM products p WHERE ${where}
      ),
      facets AS (
        SELECT CASE WHEN GROUPING(category_slug) = 0 THEN 'category' WHEN GROUPING(colour) = 0 THEN 'colour'
                    WHEN GROUPING(band) = 0 THEN 'price-band' ELSE 'total' END AS facet,
               COALESCE(category_slug, colour, band) AS value, count(*)::int AS n
          FROM matched GROUP BY GROUPING SETS ((), (category_slug), (colour), (band))
        UNION ALL SELECT 'size', size, count(*)::int FROM (SELECT unnest(in_stock_sizes) AS size FROM matched) s GROUP BY size
      ),
      page AS (
        SELECT p.id, row_number() OVER (ORDER BY ${searchOrder(q.sort, 'p.rank')}) AS n FROM matched p
         ORDER BY ${searchOrder(q.sort, 'p.rank')}
         LIMIT ${size}
        OFFSET (SELECT (LEAST(${param(q.page)}::int, GREATEST(1, CEIL(count(*)::numeric / ${size})::int)) - 1) * ${size} FROM matched)
      )
      SELECT (SELECT json_agg(f) FROM facets f) AS facets,
             (SELECT json_agg(h ORDER BY h.n) FROM (SELECT ${hitColumns}, page.n FROM page JOIN products p ON p.id = page.id) h) AS hits`,
    params)).rows;
    const facetRows = row?.facets ?? [];
    const total = facetRows.find((r) => r.facet === 'total')?.n ?? 0;
    const pageCount = pageCountOf(total, q.pageSize);
    const page = Math.min(q.page, pageCount);
    const hits = (row?.hits ?? []).map(hitOf);
    return ok({
      hits, total, page, pageSize: q.pageSize, pageCount, correctedText: prepared.correctedText,
      facets: {
        categories: facetValues(facetRows, 'category', byCodePoint),
        colours: facetValues(facetRows, 'colour', byCodePoint),
        sizes: facetValues(facetRows, 'size', compareSizeLabels),
        priceBands: facetValues(facetRows, 'price-band', (a, b) => PRICE_BAND_IDS.indexOf(a as never) - PRICE_BAND_IDS.indexOf(b as never)),
      },
    });
  }

  async suggest(q: SuggestQuery): Promise<Result<ProductHit[], SearchError>> {
    const prepared = await this.prepare(q.brand, q.text);
    if (prepared.text === '') return ok([]);
    const { params, param } = parameters();
    const brand = brandLiteral(q.brand);
    const tsquery = tsqueryExpression(q.language, prepared.text, param);
    const { rows } = await this.db.query<HitRow>(
      `SELECT ${hitColumnsIn(languageParamOf(q.catalogLanguage ?? CATALOG_BASE_LANGUAGE, params))} FROM products p WHERE p.brand = ${brand} AND ${LIVE_SQL} AND p.search_document @@ ${tsquery}
        ORDER BY ts_rank(p.search_document, ${tsquery}) DESC, p.id LIMIT ${param(q.limit)}`, params);
    return ok(rows.map(hitOf));
  }

  /** The words with their corrections: those not looked up lately, in one statement. */
  private async prepare(brand: BrandId, text: string): Promise<PreparedQuery> {
    const words = searchWordsOf(text);
    if (words.length === 0) return { text: '', correctedText: null };
    const found = new Map<string, WordLookup>();
    for (const word of words) {
      const cached = this.words.get(`${brand} ${word}`);
      if (cached !== undefined) found.set(word, cached);
    }
    const missing = [...new Set(words.filter((w) => !found.has(w)))];
    if (missing.length > 0) {
      const { rows } = await this.db.query<{ word: string; known: boolean; terms: string[] | null }>(
        `SELECT w.word,
                EXISTS (SELECT 1 FROM search_terms k WHERE k.brand = $1 AND k.term = w.word) AS known,
                (SELECT array_agg(c.term) FROM (
                   SELECT s.term FROM search_terms s WHERE s.brand = $1
                    ORDER BY s.term OPERATOR(public.<->) w.word LIMIT ${CANDIDATES_PER_WORD}) c) AS terms
           FROM unnest($2::text[]) AS w(word)`,
        [brand, missing]);
      for (const r of rows) {
        const lookup = { known: r.known, terms: r.terms ?? [] };
        found.set(r.word, lookup);
        this.words.set(`${brand} ${r.word}`, lookup);
      }
    }
    const corrected = words.map((word) => {
      const lookup = found.get(word)!;
      return { word, corrections: correctionsOf(word, lookup.terms, lookup.known) };
    });
    const correctedWords = corrected.map((c) => c.corrections[0] ?? c.word);
    const correctedText = corrected.some((c) => c.corrections.length > 0) ? correctedWords.join(' ') : null;
    return { text: tsqueryTextOf(corrected), correctedText };
  }
}

/** Numbered parameters ($1, $2, ...) added as the SQL is built. */
function parameters(): { params: unknown[]; param: (value: unknown) => string } {
  const params: unknown[] = [];
  return { params, param: (value) => `$${params.push(value)}` };
}

function facetValues(rows: FacetRow[], facet: FacetRow['facet'], compare: (a: string, b: string) => number): FacetValue[] {
  return rows.filter((r) => r.facet === facet && r.value !== null)
    .map((r) => ({ value: r.value!, count: r.n }))
    .sort((a, b) => compare(a.value, b.value));
}

function emptyResults(q: SearchQuery, correctedText: string | null): SearchResults {
  return {
    hits: [], total: 0, page: 1, pageSize: q.pageSize, pageCount: 1, correctedText,
    facets: { categories: [], sizes: [], colours: [], priceBands: [] },
  };
}
