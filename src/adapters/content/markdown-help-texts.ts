import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Marked, type Token, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { HelpText, HelpTexts } from '../../ports/help-texts.port.js';

/**
 * What a help text may show: the structure Markdown makes (headings below the page's own `<h1>`,
 * paragraphs, lists, quotes, tables, links). The files are operator-edited, so raw HTML in them
 * goes through this allow-list with the rest: no script (nor its text), style, frame, image,
 * event handler or `javascript:` link reaches a page; a disallowed tag's words are kept.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'em', 'code', 'ul', 'ol', 'li', 'a', 'blockquote', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href'], h2: ['id'], h3: ['id'], h4: ['id'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
};

/**
 * The allow-list for one text: a heading keeps only an id its `{#anchor}` gave it (an id typed in
 * raw HTML could take one the page's own scripts look up); the page has one `<h1>`, the text's
 * first heading, so later level-1 headings become sections.
 */
function allowedFor(anchorIds: ReadonlySet<string>): sanitizeHtml.IOptions {
  const heading = (level: string): sanitizeHtml.Transformer => (_tag, attribs) => {
    const id = attribs.id;
    const kept: sanitizeHtml.Attributes = id !== undefined && anchorIds.has(id) ? { id } : {};
    return { tagName: level, attribs: kept };
  };
  return { ...ALLOWED, transformTags: { h1: heading('h2'), h2: heading('h2'), h3: heading('h3'), h4: heading('h4'), h5: heading('h4'), h6: heading('h4') } };
}

/** `## Right of withdrawal {#withdrawal}`: a heading's anchor, so other pages can link to the section. */
const HEADING_ANCHOR = /\s*\{#([a-z][a-z0-9-]*)\}\s*$/;

const anchors = new WeakMap<Tokens.Heading, string>();

const markdown = new Marked({
  gfm: true,
  renderer: {
    heading(token) {
      const anchor = anchors.get(token);
      const level = token.depth;
      return `<h${level}${anchor === undefined ? '' : ` id="${anchor}"`}>${this.parser.parseInline(token.tokens)}</h${level}>\n`;
    },
  },
});

/** Takes a heading's `{#anchor}` off its text and keeps it for the renderer. */
function takeAnchor(heading: Tokens.Heading): void {
  const found = HEADING_ANCHOR.exec(heading.text);
  const last = heading.tokens.at(-1);
  if (found === null || last?.type !== 'text') return;
  anchors.set(heading, found[1]!);
  heading.text = heading.text.replace(HEADING_ANCHOR, '');
  (last as Tokens.Text).text = (last as Tokens.Text).text.replace(HEADING_ANCHOR, '');
}

/** The words of inline tokens, without their formatting (a title, a meta description). */
function plainText(tokens: readonly Token[]): string {
  return tokens.map((token) => {
    if (token.type === 'html') return '';
    if (token.type === 'br') return ' ';
    if ('tokens' in token && token.tokens !== undefined) return plainText(token.tokens);
    return 'text' in token ? String(token.text) : '';
  }).join('').replace(/\s+/g, ' ').trim();
}

/**
 * A text's front matter, the `---` block that may open the file; only `updated: YYYY-MM-DD` is
 * read. The date is written in the file, not taken from its modification time: git keeps no
 * times, so every clone or deployment would make all texts look changed that day.
 */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const UPDATED_LINE = /^updated:[ \t]*(\d{4}-\d{2}-\d{2})[ \t]*$/m;

/** The day a text says it was last changed, or null when it names none or no real day (2026-02-30). */
function updatedOnOf(frontMatter: string): Date | null {
  const day = UPDATED_LINE.exec(frontMatter)?.[1];
  if (day === undefined) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? date : null;
}

/**
 * A Markdown help text: its front matter's `updated` day, its first level-1 heading the title, its
 * first paragraph the description.
 */
export function helpTextOf(file: string): HelpText {
  const frontMatter = FRONT_MATTER.exec(file);
  const source = frontMatter === null ? file : file.slice(frontMatter[0].length);
  const tokens = markdown.lexer(source);
  for (const token of tokens) if (token.type === 'heading') takeAnchor(token as Tokens.Heading);
  const titleAt = tokens.findIndex((token) => token.type === 'heading' && (token as Tokens.Heading).depth === 1);
  const title = titleAt < 0 ? '' : plainText((tokens[titleAt] as Tokens.Heading).tokens);
  if (titleAt >= 0) tokens.splice(titleAt, 1);
  const paragraph = tokens.find((token): token is Tokens.Paragraph => token.type === 'paragraph');
  const anchorIds = new Set(tokens.flatMap((token) => {
    const anchor = token.type === 'heading' ? anchors.get(token as Tokens.Heading) : undefined;
    return anchor === undefined ? [] : [anchor];
  }));
  return {
    title,
    updatedOn: frontMatter === null ? null : updatedOnOf(frontMatter[1]!),
    description: paragraph === undefined ? '' : plainText(paragraph.tokens),
    html: sanitizeHtml(markdown.parser(tokens), allowedFor(anchorIds)).trim(),
  };
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The help texts in a content folder (`content/help/`), each file read and rendered once per
 * process on its first request and kept, as is the absence of a file: an edit shows after the
 * process restarts (and the page cache's entry expires).
 */
export class MarkdownHelpTexts implements HelpTexts {
  private readonly kept = new Map<string, Promise<HelpText | null>>();

  constructor(private readonly folder: string) {}

  textAt(path: string): Promise<HelpText | null> {
    const found = this.kept.get(path);
    if (found !== undefined) return found;
    const reading = readFile(join(this.folder, path), 'utf8').then(helpTextOf, (error: unknown) => {
      if (isMissing(error)) return null;
      this.kept.delete(path);
      throw error;
    });
    this.kept.set(path, reading);
    return reading;
  }
}
