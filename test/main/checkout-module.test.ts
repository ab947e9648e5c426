import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { loadConfig } from '../../src/main/config.js';
import { scheduleOrderExpiry, withOrderIdKey } from '../../src/main/checkout-module.js';
import { paymentSettingsOf } from '../../src/main/checkout-payment-settings.js';

const ADYEN = {
  ADYEN_API_KEY: 'k', ADYEN_CLIENT_KEY: 'test_K', ADYEN_MERCHANT_ACCOUNT: 'ShopECOM', ADYEN_HMAC_KEY: 'ab'.repeat(32), ADYEN_ENVIRONMENT: 'test',
  ADYEN_CHECKOUT_URL: 'http://127.0.0.1:9',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('checkout wiring', () => {
  test('without ORDER_ID_KEY a key is made once under the data folder and read again; ORDER_ID_KEY wins', async () => {
    const root = mkdtempSync(join(tmpdir(), 'checkout-root-'));
    try {
      const first = await withOrderIdKey(loadConfig({ DATA_DIR: 'data' }), root);
      expect(first.dataDir).toBe(join(root, 'data'));
      expect(first.orderIdKey).toHaveLength(32);
      expect(readFileSync(join(root, 'data', 'secrets', 'order-id.key'), 'utf8').trim()).toBe(first.orderIdKey!.toString('hex'));
      expect((await withOrderIdKey(loadConfig({ DATA_DIR: 'data' }), root)).orderIdKey).toEqual(first.orderIdKey);
      const configured = await withOrderIdKey(loadConfig({ DATA_DIR: 'data', ORDER_ID_KEY: 'c'.repeat(64) }), root);
      expect(configured.orderIdKey!.toString('hex')).toBe('c'.repeat(64));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('the basket page pays through the sandbox forms without Adyen, and with Adyen\'s client key and account when configured', () => {
    expect(paymentSettingsOf(loadConfig({}), 'yours-clothing')).toMatchObject({ clientKey: '', mode: 'sandbox' });
    expect(paymentSettingsOf(loadConfig(ADYEN), 'yours-clothing')).toEqual({ merchantAccount: 'ShopECOM', merchantName: 'ShopECOM', clientKey: 'test_K', mode: 'test', googleMerchantAccount: '', klarna: 'sandbox' });
    // Klarna: the wallet button runs on Klarna's library with KLARNA_* set.
    expect(paymentSettingsOf(loadConfig({ KLARNA_USERNAME: 'u', KLARNA_PASSWORD: 'p', KLARNA_BASE_URL: 'https://api.playground.klarna.com' }), 'yours-clothing').klarna).toBe('live');
  });

  test('the expiry sweep runs every interval once the app is ready, never twice at once, and stops when the app closes', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    let release: (n: number) => void = () => undefined;
    const expire = { execute: vi.fn(() => new Promise<number>((resolve) => { release = resolve; })) };
    scheduleOrderExpiry(app, expire, 60_000);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(expire.execute).not.toHaveBeenCalled();
    await app.ready();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(expire.execute).toHaveBeenCalledTimes(1);
    // Still running: the next tick does not start another sweep.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(expire.execute).toHaveBeenCalledTimes(1);
    release(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(expire.execute).toHaveBeenCalledTimes(2);
    release(0);
    await app.close();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(expire.execute).toHaveBeenCalledTimes(2);
  });

  test('an interval of 0 never sweeps', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const expire = { execute: vi.fn(async () => 0) };
    scheduleOrderExpiry(app, expire, 0);
    await app.ready();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(expire.execute).not.toHaveBeenCalled();
    await app.close();
  });
});
