/** Text written in both languages of the product. */
export type Bilingual = { readonly en: string; readonly fa: string };

/**
 * A help page of the first-start content. `content` is HTML blocks (joined on write) in the sanitizer's allowed
 * set; `platform` keeps a page to one layout (absent: both).
 */
export type SeedHelpEntry = {
  readonly id: string;
  readonly platform?: 'desktop' | 'mobile';
  readonly label: Bilingual;
  readonly content: { readonly en: readonly string[]; readonly fa: readonly string[] };
  /** The page's picture, one for both themes (a strategy picture reads on both): a path on this site. */
  readonly image?: string;
};

export type SeedHelpSection = SeedHelpEntry & { readonly children: readonly SeedHelpEntry[] };

export type SeedTip = {
  readonly id: string;
  readonly title: Bilingual;
  readonly tag: Bilingual;
  readonly text: Bilingual;
  /** A page of the app (same path in both languages) and the words of its link. */
  readonly link?: { readonly href: string; readonly text: Bilingual };
};

export type SeedQuote = { readonly id: string; readonly text: Bilingual; readonly name: Bilingual };
