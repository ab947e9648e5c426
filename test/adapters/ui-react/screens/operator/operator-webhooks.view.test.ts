import { describe, expect, it } from 'vitest';
import { en } from '../../../../../src/adapters/i18n/en.js';
import { webhooksHref, webhooksScope } from '../../../../../src/adapters/ui-react/screens/operator/operator-webhooks.view.js';
import { SITE_VARIANTS } from '../../../../../src/domain/site/site-variants.js';

const context = { sites: SITE_VARIANTS, t: en.operatorConsole };

describe('the failed webhooks page for a site', () => {
  it('pages within the site chosen, and back to its newest page', () => {
    expect(webhooksScope('pixie', '40', '21', context)).toMatchObject({
      site: 'pixie', scope: 'For Pixie (GB)', olderHref: '/operator/webhooks?site=pixie&before=21', newestHref: '/operator/webhooks?site=pixie',
    });
    expect(webhooksScope(null, null, '21', context)).toMatchObject({ site: '', scope: 'For all sites', olderHref: '/operator/webhooks?before=21', newestHref: null });
    expect(webhooksScope(null, '21', null, context)).toMatchObject({ olderHref: null, newestHref: '/operator/webhooks' });
    expect(webhooksScope(null, null, null, context).sites[0]).toEqual({ value: '', label: 'All sites' });
  });

  it('comes back to the site after a redeliver, with what it did', () => {
    expect(webhooksHref('evans-ie', { refused: 'WEBHOOK_DELIVERY_UNDER_WAY', delivery: '7' })).toBe('/operator/webhooks?site=evans-ie&refused=WEBHOOK_DELIVERY_UNDER_WAY&delivery=7');
    expect(webhooksHref(null, { redelivered: '7' })).toBe('/operator/webhooks?redelivered=7');
  });
});
