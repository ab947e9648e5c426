/**
 * The catalog's texts are kept per language ('de', 'fr', ...), not per region: a site reads the
 * language of its locale ('de-DE' and 'de-AT' both read 'de'). English is the catalog's reference
 * language, kept in the base columns, and every text a language lacks falls back to it (ADR 0055).
 */
export const CATALOG_BASE_LANGUAGE = 'en';

export const catalogLanguageOf = (locale: string): string => locale.split('-')[0]!.toLowerCase();

/** A product's or category's name (and a product's description) in one language. */
export interface CatalogText {
  locale: string;
  name: string;
  description?: string;
}
