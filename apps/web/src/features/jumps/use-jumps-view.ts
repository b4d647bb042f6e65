import {
  can,
  DEFAULTS,
  isSourceOf,
  PAGE_SIZES,
  type SourceName,
  unixSecondsFromMillis,
} from '@tradescope/domain';
import { useCallback } from 'react';
import { useUser } from '../../lib/endpoints';
import type { JumpsRequest } from '../../lib/endpoints/jumps';
import { useLayout } from '../../lib/layout';
import { readPage, useUrlView, writePage } from '../../lib/url-state';

/** Whether the user may see jumps (spec §6: ict, pro, hero); unknown until the user has loaded. */
export type JumpsAccess = 'pending' | 'open' | 'locked';

/** The source and page live in the address (CONVENTIONS: the URL holds filters and pages). */
export const readJumpsParams = (params: URLSearchParams): { source: SourceName; page: number } => {
  const source = params.get('source');
  return {
    source: isSourceOf('crypto', source) ? source : DEFAULTS.cryptoSource,
    page: readPage(params.get('page')),
  };
};

export const writeJumpsParams = ({ source, page }: { source: SourceName; page: number }) => {
  const params = new URLSearchParams({ source });
  writePage(params, page);
  return params;
};

/** The jumps page's request (25 a page on phones, 10 on desktop, spec §9) and whether the user may load it. */
export const useJumpsView = () => {
  const [{ source, page }, go] = useUrlView(readJumpsParams, writeJumpsParams);
  const layout = useLayout();
  const { data: user, isPending } = useUser();
  const pageSize = layout === 'mobile' ? PAGE_SIZES.jumpsMobile : PAGE_SIZES.jumpsDesktop;
  // A user that failed to load is left to the server, which answers 403 without access.
  const access: JumpsAccess = isPending
    ? 'pending'
    : user !== undefined && !can(user, 'jumps.view', 'crypto', unixSecondsFromMillis(Date.now()))
      ? 'locked'
      : 'open';
  const request: JumpsRequest = { source, page, pageSize };

  const setPage = useCallback((next: number) => go({ source, page: next }), [go, source]);
  const setSource = useCallback((next: SourceName) => go({ source: next, page: 1 }), [go]);
  return { request, access, setPage, setSource };
};
