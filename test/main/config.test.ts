import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseSiteHosts } from '../../src/main/config.js';

describe('loadConfig', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', dataDir: './data', databaseUrl: null, nodeEnv: 'development' });
    expect(config.pageCache).toEqual({ ttlMs: 10_000, maxEntries: 5_000, maxBytes: 128 * 1024 * 1024 });
    expect(config).toMatchObject({ requestTimeoutMs: 30_000, passwordHashConcurrency: 2, sessionPurgeIntervalMs: 3_600_000 });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DATABASE_URL: 'mysql://db/shop' }, 'DATABASE_URL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ PAGE_CACHE_TTL_MS: '-1' }, 'PAGE_CACHE_TTL_MS'],
    [{ PAGE_CACHE_MAX_MB: '0' }, 'PAGE_CACHE_MAX_MB'],
    [{ REQUEST_TIMEOUT_MS: '10' }, 'REQUEST_TIMEOUT_MS'],
    [{ PASSWORD_HASH_CONCURRENCY: '0' }, 'PASSWORD_HASH_CONCURRENCY'],
    [{ PASSWORD_HASH_COST: '9' }, 'PASSWORD_HASH_COST'],
    [{ PASSWORD_HASH_COST: '21' }, 'PASSWORD_HASH_COST'],
    [{ NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32), PASSWORD_HASH_COST: '16' }, 'PASSWORD_HASH_COST must be at least 17 when NODE_ENV is production'],
    [{ SITE_HOSTS: 'shop.example=unknown-brand' }, 'SITE_HOSTS'],
    [{ NODE_ENV: 'production' }, 'COOKIE_SECRET'],
    // The order id key and how long an unpaid order holds its stock.
    [{ NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32), PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' }, 'ORDER_ID_KEY'],
    [{ ORDER_ID_KEY: 'z'.repeat(64) }, 'ORDER_ID_KEY'],
    [{ ORDER_ID_KEY: 'short' }, 'ORDER_ID_KEY'],
    [{ ORDER_PENDING_EXPIRY_MS: '10' }, 'ORDER_PENDING_EXPIRY_MS'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ DATABASE_POOL_WAIT_MS: '99' }, 'DATABASE_POOL_WAIT_MS'],
    [{ DATABASE_POOL_WAIT_MS: '60001' }, 'DATABASE_POOL_WAIT_MS'],
    [{ DATABASE_POOL_WAIT_MS: 'soon' }, 'DATABASE_POOL_WAIT_MS'],
  ])('rejects %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('hashes new passwords at OWASP\'s scrypt minimum unless told a cost, which production may only raise', () => {
    expect(loadConfig({}).passwordHashCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(loadConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost).toEqual({ N: 2 ** 10, r: 8, p: 1 });
    const production = { NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32), PAYMENTS_SANDBOX_IN_PRODUCTION: 'true', ORDER_ID_KEY: 'ab'.repeat(32) };
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: '18' }).passwordHashCost.N).toBe(2 ** 18);
  });

  it('reads PostgreSQL and host settings', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1/shop', SITE_HOSTS: 'WWW.Evans.co.uk=evans', PORT: '8080' });
    expect(config.databaseUrl).toBe('postgres://u:p@127.0.0.1/shop');
    expect(config.siteHosts).toEqual({ 'www.evans.co.uk': 'evans' });
    expect(config.port).toBe(8080);
  });

  it('bounds the wait for a free pooled connection apart from opening one', () => {
    expect(loadConfig({}).databasePool).toEqual({ size: 10, connectTimeoutMs: 2_000, poolWaitMs: 10_000 });
    expect(loadConfig({ DATABASE_POOL_WAIT_MS: '100' }).databasePool.poolWaitMs).toBe(100);
    expect(loadConfig({ DATABASE_POOL_WAIT_MS: '60000', DATABASE_CONNECT_TIMEOUT_MS: '500' }).databasePool).toMatchObject({ connectTimeoutMs: 500, poolWaitMs: 60_000 });
  });
});

describe('ORDER_ID_KEY', () => {
  it('reads 32 bytes from hex or base64, and is null outside production when unset', () => {
    const bytes = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7));
    expect(loadConfig({ ORDER_ID_KEY: bytes.toString('hex') }).orderIdKey).toEqual(bytes);
    expect(loadConfig({ ORDER_ID_KEY: bytes.toString('base64') }).orderIdKey).toEqual(bytes);
    expect(loadConfig({ ORDER_ID_KEY: bytes.toString('base64url') }).orderIdKey).toEqual(bytes);
    expect(loadConfig({}).orderIdKey).toBeNull();
    expect(loadConfig({}).orderPendingExpiryMs).toBe(3_600_000);
    expect(loadConfig({}).smtpUrl).toBeNull();
    expect(loadConfig({ SMTP_URL: 'smtp://u:p@127.0.0.1:2525' }).smtpUrl).toBe('smtp://u:p@127.0.0.1:2525');
  });
});

describe('parseSiteHosts', () => {
  it('parses several pairs and ignores blanks', () => {
    expect(parseSiteHosts(' a.test=evans, ,b.test=yours-clothing-de ')).toEqual({ 'a.test': 'evans', 'b.test': 'yours-clothing-de' });
  });
  it('rejects a pair without a site', () => {
    expect(() => parseSiteHosts('a.test')).toThrow("'a.test' is not of the form host=siteId");
  });
});
