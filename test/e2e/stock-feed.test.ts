import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Product } from '../../src/domain/catalog/product.js';
import { issueTestApiKey } from '../support/operator-credentials.js';
import { SCREENSHOTS, expectNoAxeViolations, openPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

/** A storefront of this file's own: its mail folder is read below, and its caches keep pages one second. */
const dataDir = mkdtempSync(join(tmpdir(), 'stock-feed-e2e-'));
const harness = useBrowserHarness({ env: { DATA_DIR: dataDir, PAGE_CACHE_TTL_MS: '1000', CATALOG_CACHE_TTL_MS: '1000' } });

/** An evans dress with a sold-out size. */
const dress: Product = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock === 0))!;
const soldOut = dress.sizes.findIndex((s) => s.unitsInStock === 0);

describe('a stock feed restocks a sold-out size', () => {
  test('the notify form of a sold-out size; restocked through the API, the buy grid offers it and the shopper is emailed once; axe clean', async () => {
    const { page, problems } = await openPage(harness, `/product/${dress.slug}?site=evans`);
    await page.waitForSelector('[data-island="BuyGrid"][data-island-hydrated]');
    const size = page.locator(`label[for="size-${dress.id}-${soldOut}"]`);
    await size.click();
    const form = page.locator('.notify-form');
    await form.waitFor({ state: 'visible' });
    await form.getByLabel('Email address').fill('waiting.shopper@example.com');
    await form.getByRole('button', { name: 'Email me when it is back' }).click();
    await expect.poll(() => form.locator('.notify-form__done').textContent()).toContain('back in stock');

    const key = await issueTestApiKey(harness.sut.db, 'catalog', 'warehouse');
    const stockId = dress.sizes[soldOut]!.stockId;
    const fed = await fetch(`${harness.baseUrl}/operator/api/stock`, {
      method: 'PUT', headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' }, body: `sku,quantity\n${stockId},8\n`,
    });
    expect(fed.status).toBe(200);
    expect(await fed.json()).toEqual({ updated: 1, unchanged: 0, backInStockEmails: 1 });

    // Within the cache time the page offers the size: choosing it selects it, with no notify form.
    await expect.poll(async () => {
      await page.reload();
      await page.waitForSelector('[data-island="BuyGrid"][data-island-hydrated]');
      await size.click();
      return page.locator(`#size-${dress.id}-${soldOut}`).isChecked();
    }, { timeout: 10_000, interval: 500 }).toBe(true);
    expect(await page.locator('.notify-form').isVisible()).toBe(false);
    await expect.poll(() => page.locator('.buy-grid__add').getAttribute('aria-disabled')).not.toBe('true');
    await page.screenshot({ path: `${SCREENSHOTS}/stock-feed-restocked.png` });
    await expectNoAxeViolations(page);

    const mail = join(dataDir, 'mail');
    const emails = async () => Promise.all((await readdir(mail).catch(() => [] as string[])).map((f) => readFile(join(mail, f), 'utf8')));
    await expect.poll(async () => (await emails()).length).toBe(1);
    // Quoted-printable: soft line breaks out, '=' as itself.
    const email = (await emails())[0]!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(email).toContain('To: waiting.shopper@example.com');
    expect(email).toContain(`${dress.name} is back in stock`);
    expect(email).toContain(`/product/${dress.slug}?site=evans`);
    const { rows } = await harness.sut.db.query('SELECT 1 FROM back_in_stock_requests WHERE stock_id = $1', [stockId]);
    expect(rows).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
