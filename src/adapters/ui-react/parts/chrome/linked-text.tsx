import { Fragment, type ReactNode } from 'react';

/** A link put into a `{name}` slot of a translated text. */
export interface TextLink {
  href: string;
  label: string;
}

/**
 * A translated text with links in its `{name}` slots, so each language words the sentence around
 * them in its own order: 'Prices include VAT, plus {delivery}' with delivery → a link.
 */
export function LinkedText({ text, links }: { text: string; links: Readonly<Record<string, TextLink>> }) {
  const parts = text.split(/\{(\w+)\}/);
  const nodes: ReactNode[] = parts.map((part, i) => {
    if (i % 2 === 0) return part;
    const link = links[part];
    return link === undefined ? `{${part}}` : <a key={i} href={link.href}>{link.label}</a>;
  });
  return <>{nodes.map((node, i) => <Fragment key={i}>{node}</Fragment>)}</>;
}
