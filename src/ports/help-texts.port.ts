/** A help page's text, ready to show: its heading, its summary and its body as safe HTML. */
export interface HelpText {
  /** The text's first heading: the page's title and its `<h1>`. */
  title: string;
  /** The day the text was last changed, from its `updated` front matter (the sitemap's lastmod); null when it names none. */
  updatedOn: Date | null;
  /** The text's first paragraph, as plain text: the page's meta description. */
  description: string;
  /** Everything after the first heading, as HTML that carries no script, style or foreign markup. */
  html: string;
}

/** The operator-edited texts of the help pages (terms, privacy, returns, ...). */
export interface HelpTexts {
  /** The text at a path under the content folder (`default/en/terms.md`); null when there is none. */
  textAt(path: string): Promise<HelpText | null>;
}
