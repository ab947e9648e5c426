/** The head tags search engines and link previews read, with every URL absolute. */
export interface SeoHeadView {
  canonical: string;
  /** hreflang alternates among the brand's regional sites, `x-default` last; empty where none. */
  alternates: readonly { hreflang: string; href: string }[];
  noindex: boolean;
  openGraph: {
    title: string;
    description: string;
    url: string;
    type: 'website' | 'product';
    siteName: string;
    /** `en_GB`: Open Graph's form of a locale. */
    locale: string;
    image: string | null;
  };
  /** Each structured-data block as JSON already safe inside a script element. */
  jsonLd: readonly string[];
}

/** Canonical, alternates, robots, Open Graph and Twitter card tags, and JSON-LD blocks (data, never run). */
export function SeoHead({ view }: { view: SeoHeadView }) {
  const og = view.openGraph;
  return (
    <>
      <link rel="canonical" href={view.canonical} />
      {view.alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      {view.noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={og.type} />
      <meta property="og:title" content={og.title} />
      <meta property="og:description" content={og.description} />
      <meta property="og:url" content={og.url} />
      <meta property="og:site_name" content={og.siteName} />
      <meta property="og:locale" content={og.locale} />
      {og.image !== null && <meta property="og:image" content={og.image} />}
      <meta name="twitter:card" content={og.image === null ? 'summary' : 'summary_large_image'} />
      <meta name="twitter:title" content={og.title} />
      <meta name="twitter:description" content={og.description} />
      {og.image !== null && <meta name="twitter:image" content={og.image} />}
      {view.jsonLd.map((json, i) => (
        // The text is JSON with `<` escaped (jsonLdScriptText): it cannot close the element.
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </>
  );
}
