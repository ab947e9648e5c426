import sanitizeHtml from 'sanitize-html';

/**
 * What a product description may keep: paragraphs, line breaks, emphasis, lists and small
 * headings, with no attributes, so an import cannot bring a script, a style, a tracking pixel or
 * a link off the shop onto a product page. Anything else is dropped; its text is kept.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'h4'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  // The text inside these is code or markup, not words a shopper should read.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
};

/** Markup that runs or loads something: its removal is worth a warning to the person importing. */
const ACTIVE_CONTENT = /<\s*(script|style|iframe|object|embed|link|meta|form)\b|\son\w+\s*=|javascript:/i;

export interface CleanDescription {
  html: string;
  /** True when scripts, styles, frames or event handlers were taken out. */
  removedActiveContent: boolean;
}

export function cleanDescription(html: string): CleanDescription {
  return { html: sanitizeHtml(html, ALLOWED).trim(), removedActiveContent: ACTIVE_CONTENT.test(html) };
}

/** A one-line text (a title, an SEO text): control characters out, runs of spaces as one. */
export const cleanLine = (text: string): string =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
