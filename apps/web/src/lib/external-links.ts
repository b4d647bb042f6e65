/**
 * The marketing site's pages (and the help centre's own path) and the social accounts (spec §2 external links and footer). Everything that
 * leaves the app is named here, so a deployment changes one file.
 */
const SITE = 'https://tradescope.app';

export const EXTERNAL_LINKS = {
  about: `${SITE}/about`,
  contact: `${SITE}/contact`,
  terms: `${SITE}/terms`,
  pricing: `${SITE}/pricing`,
  academy: `${SITE}/academy`,
  faq: `${SITE}/faq`,
  /** The help centre of this app (spec §2 help), not the marketing site. */
  howToUse: '/help',
  download: `${SITE}/download`,
} as const;

export type ExternalLink = keyof typeof EXTERNAL_LINKS;

export const SOCIAL_LINKS = {
  instagram: 'https://instagram.com/tradescope.app',
  youtube: 'https://youtube.com/@tradescope',
  telegram: 'https://t.me/tradescope',
  aparat: 'https://aparat.com/tradescope',
} as const;

export type SocialLink = keyof typeof SOCIAL_LINKS;

/** The footer's order (spec §2). */
export const FOOTER_LINKS = [
  'howToUse',
  'download',
  'about',
  'contact',
  'terms',
  'pricing',
  'academy',
  'faq',
] as const satisfies readonly ExternalLink[];
