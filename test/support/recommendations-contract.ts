import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelatedProductsRequest } from '../../src/domain/search/recommendation-request.js';
import type { Recommendation, Recommendations } from '../../src/ports/recommendations.port.js';
import { BLACK_SHIFT, BLACK_WRAP, CASHMERE_JUMPER, DENIM_JACKET, RED_MIDI, SEARCH_PRODUCTS, VELVET_BLAZER } from './search-fixtures.js';

export interface RecommendationsSubject {
  recommendations: Recommendations;
  close(): Promise<void>;
}

const request = (productIds: number[], over: Partial<RelatedProductsRequest> = {}): RelatedProductsRequest => ({
  brand: 'evans', index: 'ev_gb_products', productIds, maxRecommendations: 10, threshold: 0, ...over,
});
const brandOf = new Map(SEARCH_PRODUCTS.map((p) => [p.id, p.brand]));

/** What every Recommendations does: the SQL engine on both drivers and the Algolia adapter against the stand-in. */
export function describeRecommendationsContract(name: string, make: () => Promise<RecommendationsSubject>) {
  describe(name, () => {
    let subject: RecommendationsSubject;
    const related = async (r: RelatedProductsRequest): Promise<Recommendation[]> => {
      const result = await subject.recommendations.related(r);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      return result.value;
    };
    beforeAll(async () => {
      subject = await make();
    }, 60_000);
    afterAll(async () => subject?.close());

    it('recommends other products of the brand, best first, never a source', async () => {
      const recs = await related(request([BLACK_WRAP.id]));
      expect(recs.length).toBeGreaterThan(0);
      expect(recs.map((r) => r.hit.id)).not.toContain(BLACK_WRAP.id);
      expect(recs.every((r) => brandOf.get(r.hit.id) === 'evans')).toBe(true);
      const scores = recs.map((r) => r.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(scores.every((s) => s >= 0 && s <= 100)).toBe(true);
    });

    it('puts the product sharing category and colour first', async () => {
      const recs = await related(request([BLACK_WRAP.id]));
      expect(recs[0]!.hit.id).toBe(BLACK_SHIFT.id);
      const jacket = await related(request([DENIM_JACKET.id]));
      expect(jacket[0]!.hit.id).toBe(VELVET_BLAZER.id);
    });

    it('takes several sources and leaves every one of them out', async () => {
      const sources = [BLACK_WRAP.id, RED_MIDI.id, VELVET_BLAZER.id, CASHMERE_JUMPER.id];
      const recs = await related(request(sources));
      expect(recs.map((r) => r.hit.id).filter((id) => sources.includes(id))).toEqual([]);
      expect(recs.length).toBeGreaterThan(0);
    });

    it('gives at most maxRecommendations and nothing under the threshold', async () => {
      expect(await related(request([BLACK_WRAP.id], { maxRecommendations: 2 }))).toHaveLength(2);
      const strict = await related(request([BLACK_WRAP.id], { threshold: 60 }));
      expect(strict.every((r) => r.score >= 60)).toBe(true);
      expect(strict.length).toBeLessThan((await related(request([BLACK_WRAP.id]))).length);
    });

    it('recommends nothing for products it does not know', async () => {
      expect(await related(request([999_999]))).toEqual([]);
    });
  });
}
