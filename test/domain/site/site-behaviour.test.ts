import { describe, expect, it } from 'vitest';
import { SITE_VARIANTS } from '../../../src/domain/site/site-variants.js';

describe('site behaviour comes from the site variant', () => {
  it('complete the look is on for every Evans and Yours Clothing site and off elsewhere', () => {
    for (const site of SITE_VARIANTS) expect(site.completeTheLook, site.id).toBe(site.brand === 'evans' || site.brand === 'yours-clothing');
  });
});
