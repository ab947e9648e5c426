import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { pageStringsFor } from '../../../../../src/adapters/i18n/page-strings.js';
import { SandboxBanner } from '../../../../../src/adapters/ui-react/parts/checkout/sandbox-banner.js';
import { render } from '../../render.js';

describe('SandboxBanner', () => {
  it('says payments are in sandbox mode, as a note', () => {
    expect(render(createElement(SandboxBanner))).toBe('<p class="sandbox-banner" role="note">Payments are in sandbox mode: no real money is taken.</p>');
  });

  it('is translated', () => {
    expect(pageStringsFor('de-DE').paymentsSandboxBanner).toContain('Sandbox');
    expect(pageStringsFor('fr-FR').paymentsSandboxBanner).toContain('bac à sable');
  });
});
