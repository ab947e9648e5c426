import { describe, expect, it } from 'vitest';
import { helmetOptions, helmetOptionsFor, securityHeadersFor } from '../../src/adapters/http/plugins/security-headers.js';
import { tagManagerCspSources, tagManagerOfSite } from '../../src/adapters/http/plugins/tag-manager-csp.js';
import { ConfigError, loadConfig } from '../../src/main/config.js';

describe('GTM_CONTAINER_ID and GTM_ORIGIN', () => {
  it('unset: no site has a container, and gtm.js would come from Google', () => {
    expect(loadConfig({}).tagManager).toEqual({ origin: 'https://www.googletagmanager.com', containers: {} });
  });

  it('the shared container is every site\'s; a site may set its own', () => {
    const { containers } = loadConfig({ GTM_CONTAINER_ID: 'GTM-SHARED1', GTM_CONTAINER_ID__EVANS: 'GTM-EVANS12' }).tagManager;
    expect(containers.evans).toBe('GTM-EVANS12');
    expect(containers['yours-clothing-de']).toBe('GTM-SHARED1');
  });

  it('a site may have a container while the others have none', () => {
    const { containers } = loadConfig({ GTM_CONTAINER_ID__YOURS_CLOTHING_DE: 'GTM-DE12345' }).tagManager;
    expect(containers).toEqual({ 'yours-clothing-de': 'GTM-DE12345' });
  });

  it.each([
    ['GTM_CONTAINER_ID', 'UA-12345'], ['GTM_CONTAINER_ID', 'GTM-ab<script>'], ['GTM_CONTAINER_ID__EVANS', 'G-XYZ'], ['GTM_CONTAINER_ID__NOWHERE', 'GTM-ABC1234'],
    ['GTM_ORIGIN', 'javascript:alert(1)'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('a first-party tagging server\'s origin, without a trailing slash', () => {
    expect(loadConfig({ GTM_ORIGIN: 'https://tags.example.com/' }).tagManager.origin).toBe('https://tags.example.com');
  });
});

describe('the CSP allows the tag manager, and only when some site has a container', () => {
  const google = { origin: 'https://www.googletagmanager.com', containers: { evans: 'GTM-EVANS12' } };

  it('no container: no source added, the strict policy itself', () => {
    const none = tagManagerCspSources({ origin: 'https://www.googletagmanager.com', containers: {} });
    expect(none).toEqual({});
    expect(helmetOptionsFor([], none)).toBe(helmetOptions);
  });

  it('a container: scripts from Google\'s tag hosts, hits to Google Analytics; nothing inline', () => {
    const csp = securityHeadersFor(helmetOptionsFor([], tagManagerCspSources(google)))['content-security-policy']!;
    expect(csp).toContain("script-src 'self' https://*.googletagmanager.com;");
    expect(csp).toContain("connect-src 'self' https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com;");
    expect(csp).toContain("img-src 'self' data: https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com;");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('a tagging server of its own is allowed beside Google\'s hosts', () => {
    const sources = tagManagerCspSources({ origin: 'https://tags.example.com', containers: { evans: 'GTM-EVANS12' } });
    expect(sources.scriptSrc).toEqual(['https://*.googletagmanager.com', 'https://tags.example.com']);
  });

  it('a page gets its own site\'s container, or none', () => {
    expect(tagManagerOfSite(google, 'evans')).toEqual({ origin: 'https://www.googletagmanager.com', containerId: 'GTM-EVANS12' });
    expect(tagManagerOfSite(google, 'mandco')).toBeNull();
  });
});
