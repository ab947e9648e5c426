import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/main/config.js';

const SECRET = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;

describe('order webhooks configuration', () => {
  it('sends to no one by default, polling every second with 10 s per call', () => {
    expect(loadConfig({}).orderWebhooks).toEqual({ urls: [], secret: null, timeoutMs: 10_000, pollIntervalMs: 1_000 });
  });

  it('takes https endpoints separated by commas, and http ones on this machine only', () => {
    const config = loadConfig({ ORDER_WEBHOOK_URLS: ' https://erp.example.com/hooks , http://localhost:8080/in,http://127.0.0.1/x', ORDER_WEBHOOK_SECRET: SECRET });
    expect(config.orderWebhooks.urls).toEqual(['https://erp.example.com/hooks', 'http://localhost:8080/in', 'http://127.0.0.1/x']);
    expect(config.orderWebhooks.secret).toBe(SECRET);
    expect(() => loadConfig({ ORDER_WEBHOOK_URLS: 'http://erp.example.com/hooks', ORDER_WEBHOOK_SECRET: SECRET }))
      .toThrow(new ConfigError("Invalid configuration: ORDER_WEBHOOK_URLS: 'http://erp.example.com/hooks' is not an https URL (http is accepted only for localhost)"));
    expect(() => loadConfig({ ORDER_WEBHOOK_URLS: 'erp.example.com', ORDER_WEBHOOK_SECRET: SECRET })).toThrow(/'erp.example.com' is not an https URL/);
  });

  it('needs the whsec_ secret with endpoints, and refuses a secret of another form', () => {
    expect(() => loadConfig({ ORDER_WEBHOOK_URLS: 'https://erp.example.com/hooks' })).toThrow(/ORDER_WEBHOOK_URLS needs ORDER_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ORDER_WEBHOOK_SECRET: 'not-a-secret' })).toThrow(/ORDER_WEBHOOK_SECRET must be `whsec_` followed by a base64 key/);
  });
});
