/**
 * The legal and help pages every site has, each at `/help/<slug>`: their texts are Markdown files an
 * operator edits (content/help/), linked from every footer, listed in the sitemap, and linked
 * where the law wants them (the terms and the right of withdrawal beside the order button).
 */
export const HELP_PAGES = ['terms', 'privacy', 'cookies', 'returns', 'delivery', 'contact'] as const;

export type HelpPage = (typeof HELP_PAGES)[number];

/** The path of a help page; the returns page's withdrawal section has the anchor `#withdrawal`. */
export const helpPagePath = (page: HelpPage): string => `/help/${page}`;
