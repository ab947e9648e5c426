import { describe, expect, test } from 'vitest';
import { helpTextSources } from '../../../src/domain/site/help-text-sources.js';

describe('where a help page text is looked for', () => {
  test('the brand in the locale, then in the language, then every brand the same way, then default English', () => {
    expect(helpTextSources('yours-clothing', 'de-DE', 'returns')).toEqual([
      'yours-clothing/de-DE/returns.md',
      'yours-clothing/de/returns.md',
      'default/de-DE/returns.md',
      'default/de/returns.md',
      'default/en/returns.md',
    ]);
  });

  test('an English locale looks at default English once, last', () => {
    expect(helpTextSources('evans', 'en-GB', 'terms')).toEqual([
      'evans/en-GB/terms.md', 'evans/en/terms.md', 'default/en-GB/terms.md', 'default/en/terms.md',
    ]);
  });
});
