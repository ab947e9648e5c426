import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { SITE_VARIANTS } from '../../../src/domain/site/site-variants.js';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const css = readFileSync('src/adapters/ui-react/styles/storefront.css', 'utf8');
const sharedColour = (name: string): string => new RegExp(`${name}: (#[0-9a-f]{6});`).exec(css)![1]!;
const muted = sharedColour('--colour-muted');
const surface = sharedColour('--colour-surface');

const themes = [...new Map(SITE_VARIANTS.map((s) => [s.brand, s.theme])).entries()];

describe('every brand theme meets WCAG AA contrast (4.5:1) where the stylesheet pairs its colours', () => {
  test.each(themes)('%s', (_brand, theme) => {
    const c = theme.colours;
    const pairs: [string, string, string][] = [
      ['primary text on primary (header, buttons)', c.primaryText, c.primary],
      ['primary on background (links, tiles, secondary buttons)', c.primary, c.background],
      ['text on accent (hero)', c.text, c.accent],
      ['text on background', c.text, c.background],
      ['sale price on background', c.sale, c.background],
      ['muted on background', muted, c.background],
      ['muted on surface (filters, footer)', muted, surface],
      ['text on surface', c.text, surface],
    ];
    for (const [what, fg, bg] of pairs) expect(contrast(fg, bg), what).toBeGreaterThanOrEqual(4.5);
  });
});
