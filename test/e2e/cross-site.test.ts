import { describe, expect, test } from 'vitest';
import { useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

const harness = useBrowserHarness();

const dress = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 5))!;
const size = dress.sizes.find((s) => s.unitsInStock >= 5)!;
const fields = { site: 'evans', productId: String(dress.id), stockId: size.stockId, quantity: '1' };

describe('requests sent by another site, in a real browser', () => {
  test("a GET form on another site cannot add to the shopper's bag; the shop's own add still works", async () => {
    const context = await harness.browser.newContext();
    const page = await context.newPage();
    const shop = harness.baseUrl;
    const addUrl = `${shop}/basket/api/add?${new URLSearchParams(fields)}`;
    const count = async () => {
      await page.goto(`${shop}/basket/quickbasket/count?site=evans`);
      return JSON.parse(await page.locator('body').innerText()) as { count: number };
    };

    // The shopper adds from the shop itself (typed address: Sec-Fetch-Site none).
    expect((await page.goto(addUrl))?.status()).toBe(200);
    expect(await count()).toEqual({ count: 1 });

    // Another site's page (served by Playwright as http://attacker.test) submits a GET form to the add route.
    await page.route('http://attacker.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>Win a prize</title><p>Hello</p>' }));
    await page.goto('http://attacker.test/');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().startsWith(`${shop}/basket/api/add`)),
      page.evaluate(({ action, values }) => {
        const form = document.createElement('form');
        form.method = 'get';
        form.action = action;
        for (const [name, value] of Object.entries(values)) {
          const input = document.createElement('input');
          input.type = 'hidden';
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      }, { action: `${shop}/basket/api/add`, values: fields }),
    ]);
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, code: 'CROSS_SITE' });
    expect(await count()).toEqual({ count: 1 });
    await context.close();
  });
});
