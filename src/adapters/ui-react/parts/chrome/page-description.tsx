import { createContext, useContext } from 'react';

/**
 * The page's `<meta name="description">` (search results show it). Each screen renders
 * `<PageDescription>` from its view model; React 19 hoists the tag into the Layout's `<head>`.
 * Who writes it is told by `DescriptionContext`, which the Layout provides:
 * - 'page': a whole document whose Layout got no description: the screen's tag is used;
 * - 'layout': the Layout was given `description` and wrote the tag itself: screens add none;
 * - 'none' (no Layout, e.g. a `nolayout=true` fragment): no tag at all.
 */
export type DescriptionSource = 'none' | 'page' | 'layout';
export const DescriptionContext = createContext<DescriptionSource>('none');

/** Search engines show about this many characters. */
export const META_DESCRIPTION_MAX = 160;

/** One line of text, whitespace collapsed, cut at a word before META_DESCRIPTION_MAX with '…'. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= META_DESCRIPTION_MAX) return line;
  const cut = line.slice(0, META_DESCRIPTION_MAX - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > META_DESCRIPTION_MAX / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function MetaDescription({ text }: { text: string }) {
  return <meta name="description" content={metaDescription(text)} />;
}

export function PageDescription({ text }: { text: string }) {
  return useContext(DescriptionContext) === 'page' ? <MetaDescription text={text} /> : null;
}
