import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { helpTextOf, MarkdownHelpTexts } from '../../../src/adapters/content/markdown-help-texts.js';
import { ViewHelpPage } from '../../../src/application/site/view-help-page.use-case.js';
import { findSiteVariant } from '../../../src/domain/site/site-variants.js';

describe('a Markdown help text', () => {
  const text = helpTextOf([
    '# Returns **and** refunds',
    '',
    '> **Template:** replace this text with your own.',
    '',
    'You can return *anything* within [14 days](/help/returns#withdrawal).',
    '',
    '## Right of withdrawal {#withdrawal}',
    '',
    'Tell us within 14 days.',
  ].join('\n'));

  test('its first heading is the title, its first paragraph the description, both as plain words', () => {
    expect(text.title).toBe('Returns and refunds');
    expect(text.description).toBe('You can return anything within 14 days.');
  });

  test('the body leaves the title out, keeps links and quotes, and a heading carries its {#anchor} as id', () => {
    expect(text.html).not.toContain('<h1');
    expect(text.html).toContain('<blockquote>\n<p><strong>Template:</strong> replace this text with your own.</p>\n</blockquote>');
    expect(text.html).toContain('<a href="/help/returns#withdrawal">14 days</a>');
    expect(text.html).toContain('<h2 id="withdrawal">Right of withdrawal</h2>');
  });

  test('no script, style, frame, event handler or javascript: link reaches the page', () => {
    const html = helpTextOf([
      '# Terms',
      '',
      '<script>alert("block")</script>',
      '',
      'Inline <script>alert("inline")</script> and <b onclick="steal()">bold</b> and <iframe src="https://x.test"></iframe>.',
      '',
      '[a trap](javascript:alert(1)) <style>body{display:none}</style>',
      '',
      '<img src=x onerror="alert(2)">',
      '',
      '<h2 id="translatable-strings">Raw heading</h2>',
    ].join('\n')).html;
    expect(html).not.toMatch(/<script|alert|<style|<iframe|<img|onclick|onerror|javascript:|<b>/i);
    expect(html).toContain('Inline');
    expect(html).toContain('bold');
    expect(html).toContain('a trap');
    expect(html).toContain('<h2>Raw heading</h2>');
  });

  test('later level-1 headings become sections and tables are kept', () => {
    const html = helpTextOf('# Delivery\n\nIntro.\n\n# Costs\n\n| Option | Price |\n|---|---|\n| Standard | £3.99 |\n').html;
    expect(html).toContain('<h2>Costs</h2>');
    expect(html).toMatch(/<table>[\s\S]*<th>Option<\/th>[\s\S]*<td>£3.99<\/td>/);
  });
});

describe('a help text\'s front matter', () => {
  test('its updated day is read and the block is not shown', () => {
    const text = helpTextOf('---\nupdated: 2026-11-28\n---\n# Terms\n\nFirst words.\n');
    expect(text.updatedOn).toEqual(new Date('2026-11-28T00:00:00Z'));
    expect(text.title).toBe('Terms');
    expect(text.description).toBe('First words.');
    expect(text.html).not.toMatch(/updated|<hr/);
  });

  test('no front matter, no updated line or a day that does not exist: no day', () => {
    expect(helpTextOf('# Terms\n\nWords.\n').updatedOn).toBeNull();
    expect(helpTextOf('---\nauthor: legal\n---\n# Terms\n').updatedOn).toBeNull();
    expect(helpTextOf('---\nupdated: 2026-02-30\n---\n# Terms\n').updatedOn).toBeNull();
    expect(helpTextOf('---\nupdated: yesterday\n---\n# Terms\n').updatedOn).toBeNull();
  });

  test('a rule later in the text is not taken for front matter', () => {
    const text = helpTextOf('# Terms\n\n---\nupdated: 2026-11-28\n---\n');
    expect(text.updatedOn).toBeNull();
    expect(text.html).toContain('<hr');
  });
});

describe('the help texts of a content folder', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'help-texts-'));
    await mkdir(join(folder, 'default', 'en'), { recursive: true });
    await writeFile(join(folder, 'default', 'en', 'terms.md'), '# Terms\n\nFirst words.\n');
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  test('a file is read once and kept for the process; a missing one is null', async () => {
    const texts = new MarkdownHelpTexts(folder);
    expect(await texts.textAt('default/en/terms.md')).toMatchObject({ title: 'Terms', description: 'First words.' });
    expect(await texts.textAt('default/de/terms.md')).toBeNull();
    await writeFile(join(folder, 'default', 'en', 'terms.md'), '# Changed\n');
    expect((await texts.textAt('default/en/terms.md'))!.title).toBe('Terms');
    expect((await new MarkdownHelpTexts(folder).textAt('default/en/terms.md'))!.title).toBe('Changed');
  });

  test('a brand\'s own text in a language wins over the default one of that language, which wins over English', async () => {
    const write = async (path: string, text: string) => {
      await mkdir(join(folder, path, '..'), { recursive: true });
      await writeFile(join(folder, path), text);
    };
    await write('default/en/returns.md', '# Returns\n');
    await write('default/pl/returns.md', '# Zwroty\n');
    await write('default/pl/terms.md', '# Regulamin\n');
    await write('yours-clothing/pl/returns.md', '# Zwroty w Yours\n');
    const view = new ViewHelpPage(new MarkdownHelpTexts(folder));
    const poland = findSiteVariant('yours-clothing-pl')!;
    expect((await view.execute(poland, 'returns')).text.title).toBe('Zwroty w Yours');
    expect((await view.execute(poland, 'terms')).text.title).toBe('Regulamin');
    expect((await view.execute(findSiteVariant('evans')!, 'returns')).text.title).toBe('Returns');
  });
});
