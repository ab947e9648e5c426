import { describe, expect, test } from 'vitest';
import { ViewHelpPage } from '../../../src/application/site/view-help-page.use-case.js';
import { findSiteVariant } from '../../../src/domain/site/site-variants.js';
import type { HelpText, HelpTexts } from '../../../src/ports/help-texts.port.js';

/** Texts at the given paths; every path asked for is noted. */
function textsAt(paths: string[]): HelpTexts & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    textAt: async (path) => {
      asked.push(path);
      return paths.includes(path) ? ({ title: path, updatedOn: null, description: '', html: '' } satisfies HelpText) : null;
    },
  };
}

const ycDe = findSiteVariant('yours-clothing-de')!;
const evans = findSiteVariant('evans')!;

describe('viewing a help page', () => {
  test.each([
    [['yours-clothing/de-DE/returns.md', 'yours-clothing/de/returns.md', 'default/de/returns.md', 'default/en/returns.md'], 'yours-clothing/de-DE/returns.md'],
    [['yours-clothing/de/returns.md', 'default/de/returns.md', 'default/en/returns.md'], 'yours-clothing/de/returns.md'],
    [['default/de-DE/returns.md', 'default/de/returns.md', 'default/en/returns.md'], 'default/de-DE/returns.md'],
    [['default/de/returns.md', 'default/en/returns.md', 'evans/de/returns.md'], 'default/de/returns.md'],
    [['default/en/returns.md', 'evans/de/returns.md'], 'default/en/returns.md'],
  ])('with %j the German Yours Clothing site reads %s', async (paths, expected) => {
    const content = await new ViewHelpPage(textsAt(paths)).execute(ycDe, 'returns');
    expect(content.text.title).toBe(expected);
    expect(content.deliveryRates).toEqual([]);
  });

  test('the delivery page carries the price list of every country the site delivers to', async () => {
    const content = await new ViewHelpPage(textsAt(['default/en/delivery.md'])).execute(evans, 'delivery');
    expect(content.deliveryRates.map((rates) => rates.country)).toEqual(evans.deliveryCountries);
    expect(content.deliveryRates[0]!.options[0]).toMatchObject({ kind: 'standard', price: { amountMinor: 399, currency: 'GBP' } });
  });

  test('no text anywhere, not even the default English one, is a fault of the deployment, thrown', async () => {
    const texts = textsAt([]);
    await expect(new ViewHelpPage(texts).execute(evans, 'terms')).rejects.toThrow(/default\/en\/terms\.md/);
    expect(texts.asked.at(-1)).toBe('default/en/terms.md');
  });
});
