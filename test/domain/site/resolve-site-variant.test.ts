import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { resolveSiteVariant } from '../../../src/domain/site/resolve-site-variant.js';
import { BRANDS, REGIONS } from '../../../src/domain/site/site-variant.js';
import { BRAND_DEFINITIONS, SITE_VARIANTS, findSiteVariant, siteIdOf } from '../../../src/domain/site/site-variants.js';

const resolve = (host: string | undefined, override?: string, hostTable: Record<string, string> = {}) =>
  resolveSiteVariant({ host, override, hostTable });

describe('site variants', () => {
  it('has every brand of the spec with its root class', () => {
    const classes = Object.fromEntries(BRANDS.map((b) => [b, BRAND_DEFINITIONS[b].rootClass]));
    expect(classes).toMatchObject({ 'long-tall': 'is-lts', 'bad-rhino': 'is-br', mandco: 'is-mc', evans: 'is-ev', 'yours-clothing': 'is-yc' });
    expect(BRANDS).toEqual(expect.arrayContaining(['pixie', 'whip', 'star']));
  });

  it('gives yours-clothing every region of the spec', () => {
    const regions = SITE_VARIANTS.filter((v) => v.brand === 'yours-clothing').map((v) => v.regionLabel);
    expect(regions).toEqual(['GB', 'IE', 'US', 'DK', 'SE', 'PL', 'DE/AT', 'NL', 'FR', 'ES', 'AU']);
  });

  it('sets currency, rate, symbol position and separator per region', () => {
    expect(findSiteVariant('yours-clothing-de')).toMatchObject({ currency: 'EUR', price: { currencySymbol: '€', symbolPosition: 'after', separator: ',' } });
    expect(findSiteVariant('yours-clothing')).toMatchObject({ currency: 'GBP', price: { currencySymbol: '£', currencyRate: 1, symbolPosition: 'before', separator: '.' } });
    expect(findSiteVariant('evans')?.recommendationIndex).toBe('ev_gb_products');
  });

  it('has unique ids and distinct themes per brand', () => {
    expect(new Set(SITE_VARIANTS.map((v) => v.id)).size).toBe(SITE_VARIANTS.length);
    expect(new Set(BRANDS.map((b) => BRAND_DEFINITIONS[b].theme.colours.primary)).size).toBe(BRANDS.length);
  });
});

describe('resolveSiteVariant', () => {
  it('reads the brand from <brand>.localhost', () => {
    expect(resolve('evans.localhost:3000').id).toBe('evans');
    expect(resolve('long-tall.localhost').rootClasses).toContain('is-lts');
  });

  it('reads the region from <region>.<brand>.localhost', () => {
    expect(resolve('de.yours-clothing.localhost:3000').id).toBe('yours-clothing-de');
  });

  it('lets a known override win over the host, and ignores an unknown one', () => {
    expect(resolve('evans.localhost', 'mandco-ie').id).toBe('mandco-ie');
    expect(resolve('evans.localhost', 'no-such-site').id).toBe('evans');
  });

  it('uses the operator host table', () => {
    expect(resolve('www.evans.co.uk', undefined, { 'www.evans.co.uk': 'evans' }).id).toBe('evans');
  });

  it('falls back to the default site for unknown or missing hosts', () => {
    expect(resolve('localhost:3000').id).toBe('yours-clothing');
    expect(resolve(undefined).id).toBe('yours-clothing');
    expect(resolve('nl.evans.localhost').id).toBe('evans');
  });

  test.prop([fc.constantFrom(...SITE_VARIANTS)])('every site is reachable by override and by host', (site) => {
    expect(resolve('shop.example', site.id).id).toBe(site.id);
    const host = site.region === 'GB' ? `${site.brand}.localhost` : `${site.region.toLowerCase()}.${site.brand}.localhost`;
    expect(resolve(host).id).toBe(site.id);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty:80'])('treats the host %s as unknown, not as a table entry', (host) => {
    expect(resolve(host).id).toBe('yours-clothing');
    expect(resolve(host, undefined, { 'www.evans.co.uk': 'evans' }).id).toBe('yours-clothing');
  });

  test.prop([fc.string(), fc.option(fc.string(), { nil: undefined })])('always resolves to a known site', (host, override) => {
    expect(findSiteVariant(resolve(host, override).id)).toBeDefined();
  });

  it('builds site ids from brand and region', () => {
    expect(siteIdOf('evans', 'GB')).toBe('evans');
    expect(siteIdOf('yours-clothing', REGIONS[6]!)).toBe('yours-clothing-de');
  });
});
