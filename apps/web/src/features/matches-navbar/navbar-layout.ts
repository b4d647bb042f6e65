import { MATCHES_NAVBAR } from '../../lib/layout';

/** The two lists of the navbar: the latest buy matches and the latest sell matches. */
export const NAVBAR_SIDES = ['buy', 'sell'] as const;
export type NavbarSide = (typeof NAVBAR_SIDES)[number];

const wholeWidth = (width: number): number => (Number.isFinite(width) ? Math.max(0, width) : 0);

/**
 * Spec §2: floor((width - 155) / 275) matches a page. 155 px are kept for the buy/sell tabs and the arrows,
 * and every match takes its 250 px plus 25 px of gap. Never below one, so a narrow navbar still shows a match.
 */
export const itemsPerPage = (width: number): number =>
  Math.max(1, Math.floor((wholeWidth(width) - MATCHES_NAVBAR.reservedPx) / MATCHES_NAVBAR.slotPx));

/** Spec §2: floor(width / 250) placeholders while the matches load; at least one. */
export const skeletonCount = (width: number): number =>
  Math.max(1, Math.floor(wholeWidth(width) / MATCHES_NAVBAR.itemPx));

/**
 * Spec §2: the navbar opens on the buy list and turns to the sell list when buy is empty and sell is not.
 * Unknown totals (still loading) keep the side shown.
 */
export const pickSide = (
  buyTotal: number | undefined,
  sellTotal: number | undefined,
  current: NavbarSide,
): NavbarSide => (current === 'buy' && buyTotal === 0 && (sellTotal ?? 0) > 0 ? 'sell' : current);

/** How many pages of `perPage` a list of `total` matches fills; at least one. */
export const pageCountOf = (total: number, perPage: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));

/**
 * The navbar's page `page` (0-based) shows list positions [first, first + perPage), read from the API's pages of
 * `apiPageSize`: the 1-based API pages it needs (one, or two when it straddles a boundary).
 */
export const apiPagesOf = (page: number, perPage: number, apiPageSize: number) => {
  const first = page * perPage;
  const last = first + perPage - 1;
  return {
    first,
    pages: [Math.floor(first / apiPageSize) + 1, Math.floor(last / apiPageSize) + 1] as const,
  };
};

/**
 * The page whose first match was at `first` once the page size changes (the navbar was resized): the page that
 * now holds that match, so the viewer keeps their place.
 */
export const pageHolding = (first: number, perPage: number): number =>
  Math.floor(Math.max(0, first) / Math.max(1, perPage));
