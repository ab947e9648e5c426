/**
 * PostgreSQL text search configurations the shop searches with, one per site language; Polish
 * (no stemmer in PostgreSQL) and any other language use 'simple' (lower case, no stemming).
 */
export type TextSearchLanguage = 'english' | 'german' | 'french' | 'dutch' | 'spanish' | 'swedish' | 'danish' | 'simple';

const BY_LANGUAGE: Readonly<Record<string, TextSearchLanguage>> = {
  en: 'english', de: 'german', fr: 'french', nl: 'dutch', es: 'spanish', sv: 'swedish', da: 'danish',
};

/** 'de-DE' -> 'german', 'pl-PL' -> 'simple'. */
export function textSearchLanguageOf(locale: string): TextSearchLanguage {
  const language = locale.slice(0, 2).toLowerCase();
  return Object.prototype.hasOwnProperty.call(BY_LANGUAGE, language) ? BY_LANGUAGE[language]! : 'simple';
}
