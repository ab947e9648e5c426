import { join } from 'node:path';
import { expect } from 'vitest';
import { openPglite } from '../../src/adapters/persistence/database.js';
import { generateDemoCatalog } from '../../src/adapters/persistence/seed/demo-catalog.js';

/** The size every add goes to: a Yours Clothing garment with units to spare. */
const product = generateDemoCatalog({ productsPerBrand: 12 }).products.find((p) => p.brand === 'yours-clothing' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 5))!;
const ADDED_STOCK_ID = product.sizes.find((s) => s.unitsInStock >= 5)!.stockId;
const ADD_PATH = `/basket/api/add?productId=${product.id}&stockId=${encodeURIComponent(ADDED_STOCK_ID)}&quantity=1`;

export interface GuestAdds {
  /** Session ids of the adds answered 200 so far, in order. */
  confirmed: string[];
  /** Resolves when every loop has stopped (the app refused or went away). */
  finished: Promise<void>;
  /** Resolves once at least `count` adds were answered 200. */
  reached(count: number): Promise<void>;
}

/**
 * `loops` shoppers adding one unit each, over and over, each add a new guest (no cookie: its own
 * session and basket line), until the app answers anything but 200 or goes away.
 */
export function startGuestAdds(baseUrl: string, loops = 12): GuestAdds {
  const confirmed: string[] = [];
  const shopperLoop = async () => {
    for (;;) {
      let res: Response;
      try {
        // No cookie: a new guest, on the default site (Yours Clothing) of the 127.0.0.1 host.
        res = await fetch(baseUrl + ADD_PATH);
      } catch {
        return;
      }
      if (res.status !== 200) return;
      const sid = res.headers.getSetCookie().map((c) => /^sid=([^;]+)/.exec(c)?.[1]).find((v) => v !== undefined);
      expect(sid).toBeDefined();
      // The signed cookie's value is `id|shopperId|checkedAt.signature` (ADR 23): the session id comes first.
      confirmed.push(decodeURIComponent(sid!).split('|')[0]!);
      await res.arrayBuffer().catch(() => undefined);
    }
  };
  const finished = Promise.all(Array.from({ length: loops }, shopperLoop)).then(() => undefined);
  const reached = async (count: number) => {
    while (confirmed.length < count) await new Promise((r) => setTimeout(r, 10));
  };
  return { confirmed, finished, reached };
}

/** Of the given sessions' adds, those whose basket line is not in the data folder's database; and how many lines it holds. */
export async function addsMissingFrom(dataDir: string, sessionIds: readonly string[]): Promise<{ missing: string[]; lines: number }> {
  const db = await openPglite(join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ owner_key: string; quantity: number }>('SELECT owner_key, quantity FROM basket_lines WHERE stock_id = $1', [ADDED_STOCK_ID]);
    const saved = new Map(rows.map((r) => [r.owner_key.split('@')[0], r.quantity]));
    return { missing: sessionIds.filter((id) => saved.get(`g:${id}`) !== 1), lines: rows.length };
  } finally {
    await db.close();
  }
}
