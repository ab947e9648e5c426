import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import '../../../src/adapters/ui-react/entry/islands.server.js';
import { en } from '../../../src/adapters/i18n/en.js';
import { StringsContext } from '../../../src/adapters/ui-react/runtime/i18n/strings-context.js';
import { findSiteVariant } from '../../../src/domain/site/site-variants.js';
import type { SiteVariant } from '../../../src/domain/site/site-variant.js';

/** Renders as the page renderer does: inside the English strings (the Layout provides its own). */
export const render = (element: ReactElement): string =>
  renderToString(createElement(StringsContext.Provider, { value: en.page }, element));

export const site = (id: string): SiteVariant => {
  const found = findSiteVariant(id);
  if (!found) throw new Error(`unknown site ${id}`);
  return found;
};

/** The `<input>` tag with this name and value, whatever React's attribute order. */
export const inputTag = (html: string, name: string, value: string): string =>
  new RegExp(`<input(?=[^>]*name="${name}")(?=[^>]*value="${value}")[^>]*>`).exec(html)?.[0] ?? '';
