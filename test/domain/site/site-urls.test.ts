import { describe, expect, it } from 'vitest';
import { hostsBySite, siteOrigin, siteUrl } from '../../../src/domain/site/site-urls.js';
import { findSiteVariant } from '../../../src/domain/site/site-variants.js';

const origins = {
  hostOfSite: hostsBySite({ 'www.yoursclothing.co.uk': 'yours-clothing', 'yoursclothing.co.uk': 'yours-clothing', 'www.yoursclothing.de': 'yours-clothing-de' }),
  requestOrigin: 'http://localhost:3000',
};

describe('site URLs', () => {
  it('puts a site with a host of its own on that host by HTTPS, the first host named being its own', () => {
    expect(siteUrl(findSiteVariant('yours-clothing')!, '/product/wrap-dress', origins)).toBe('https://www.yoursclothing.co.uk/product/wrap-dress');
    expect(siteUrl(findSiteVariant('yours-clothing-de')!, '/category/dresses?page=2', origins)).toBe('https://www.yoursclothing.de/category/dresses?page=2');
    expect(siteOrigin(findSiteVariant('yours-clothing-de')!, origins)).toBe('https://www.yoursclothing.de');
  });

  it('names a site without a host by ?site= on the request origin, after any query of the path', () => {
    expect(siteUrl(findSiteVariant('yours-clothing-fr')!, '/product/wrap-dress', origins)).toBe('http://localhost:3000/product/wrap-dress?site=yours-clothing-fr');
    expect(siteUrl(findSiteVariant('yours-clothing-fr')!, '/category/dresses?page=2', origins)).toBe('http://localhost:3000/category/dresses?page=2&site=yours-clothing-fr');
    expect(siteOrigin(findSiteVariant('yours-clothing-fr')!, origins)).toBe('http://localhost:3000');
  });
});
