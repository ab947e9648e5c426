import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../support/storefront-under-test.js';

/** A directive's sources in a CSP header. */
const sourcesOf = (csp: string, directive: string): string[] =>
  csp.split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === directive)?.slice(1) ?? [];

describe('the composed app with Adyen test credentials', () => {
  let sut: StorefrontUnderTest;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'payment-csp-'));
    sut = await startStorefrontUnderTest({
      env: {
        DATA_DIR: dataDir, ADYEN_API_KEY: 'AQE-key', ADYEN_CLIENT_KEY: 'test_ABC123', ADYEN_MERCHANT_ACCOUNT: 'StorefrontECOM',
        ADYEN_HMAC_KEY: 'ab'.repeat(32), ADYEN_ENVIRONMENT: 'test', ADYEN_CHECKOUT_URL: 'http://127.0.0.1:9/checkout',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await sut?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(['/basket', '/', '/no-such-page'])('%s: the CSP lets Adyen\'s card fields, Google Pay and 3-D Secure run, and no inline script', async (url) => {
    // The home page twice: the second answer comes from the page cache's early hook.
    const answers = await Promise.all([sut.app.inject({ url }), ...(url === '/' ? [sut.app.inject({ url })] : [])]);
    for (const answer of answers) {
      const csp = String(answer.headers['content-security-policy']);
      expect(sourcesOf(csp, 'frame-src')).toContain('https://checkoutshopper-test.adyen.com');
      expect(sourcesOf(csp, 'connect-src')).toContain('https://checkoutshopper-test.adyen.com');
      expect(sourcesOf(csp, 'script-src')).toEqual(["'self'", 'https://pay.google.com', 'https://applepay.cdn-apple.com']);
      expect(sourcesOf(csp, 'frame-src')).toContain('https:');
      expect(csp).not.toMatch(/paypal|klarna|checkoutshopper-live/);
    }
  });
});
