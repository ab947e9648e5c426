import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../../../src/adapters/http/plugins/log-redaction.js';
import { composeApp } from '../../../../src/main/compose-app.js';
import { loadConfig } from '../../../../src/main/config.js';
import { projectRoot } from '../../../../src/main/project-root.js';
import { TEST_PRODUCTS_PER_BRAND } from '../../../support/storefront-under-test.js';
import { DATABASE_START_TIMEOUT_MS, openSeededPglite } from '../../../support/test-databases.js';

describe('redactUrl', () => {
  it('replaces the values of personal parameters, whatever their case or encoding, and keeps the rest', () => {
    expect(redactUrl('/basket/api/add?productId=7&recipientEmail=ana%40example.com&recipientName=Ana&message=Hi&price=25'))
      .toBe('/basket/api/add?productId=7&recipientEmail=[redacted]&recipientName=[redacted]&message=[redacted]&price=25');
    expect(redactUrl('/x?RECIPIENTEMAIL=a&e%6Dail=b&emailx=c')).toBe('/x?RECIPIENTEMAIL=[redacted]&e%6Dail=[redacted]&emailx=c');
    expect(redactUrl('/product/red-dress')).toBe('/product/red-dress');
    expect(redactUrl('/x?%E0%A4%A=1&name')).toBe('/x?%E0%A4%A=1&name=[redacted]');
  });

  it('keeps the encrypted order id (it opens an order) and the bank\'s redirectResult out of the logs', () => {
    expect(redactUrl('/Checkout/PaymentComponent/Return?encryptedOrderId=abc_DEF-1&redirectResult=tok'))
      .toBe('/Checkout/PaymentComponent/Return?encryptedOrderId=[redacted]&redirectResult=[redacted]');
    expect(redactUrl('/Checkout/PaymentComponent/CompleteOrder?encryptedOrderId=abc&status=3&merchRef=EV-1000001'))
      .toBe('/Checkout/PaymentComponent/CompleteOrder?encryptedOrderId=[redacted]&status=3&merchRef=EV-1000001');
  });
});

describe('request logs of the composed app', () => {
  it('never hold a gift voucher recipient from the URL', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk: Buffer, _encoding, callback) { lines.push(chunk.toString()); callback(); } });
    const db = await openSeededPglite(TEST_PRODUCTS_PER_BRAND);
    const config = loadConfig({ NODE_ENV: 'test', COOKIE_SECRET: 'test-cookie-secret-test-cookie-secret-0123' });
    const app = await composeApp(config, db, projectRoot(), { level: 'info', stream });
    try {
      await app.inject('/basket/api/add?productId=1&stockId=x&recipientEmail=ana%40example.com&recipientName=Ana%20Ng&message=Happy');
      const logged = lines.join('');
      expect(logged).toContain('/basket/api/add?productId=1');
      expect(logged).toContain('recipientEmail=[redacted]');
      expect(logged).not.toContain('ana%40example.com');
      expect(logged).not.toContain('Ana%20Ng');
    } finally {
      await app.close();
      await db.close();
    }
  }, DATABASE_START_TIMEOUT_MS);
});
