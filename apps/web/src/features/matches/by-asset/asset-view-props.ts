import type { Market } from '@tradescope/domain';
import type { ReactNode } from 'react';
import type { MatchesPageKind, MatchesRequest } from '../../../lib/endpoints/matches';

/** What the matches page hands its per-asset views (the desktop grid and the phone list). */
export interface AssetViewProps {
  readonly market: Market;
  readonly kind: MatchesPageKind;
  /** The page's pack and filters as the table sends them (no page, pageSize or groupBy). */
  readonly request: MatchesRequest;
  /** The chosen pack's strategy ids in pack order (the grid's columns); empty when the pack names none. */
  readonly strategyIds: readonly number[];
  /** The page number, from the URL (spec §2: `page`, omitted on page 1). */
  readonly page: number;
  readonly onPageChange: (page: number) => void;
  /**
   * The chosen pack's name when the request does not carry it (the alerts page's alert pack); otherwise
   * `request.strategyPack` names it. The grid offers edit and remove only on the user's own packs.
   */
  readonly packName?: string;
  /** Why an empty page is empty on a free plan, and the way to more (shown in the empty state). */
  readonly emptyHint?: { readonly text: string; readonly action: ReactNode } | undefined;
  /** Filters narrow the page: the empty state offers to clear them. */
  readonly onClearFilters?: (() => void) | undefined;
}
