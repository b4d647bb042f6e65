import { isMarket, type Market } from '@tradescope/domain';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import type { ShellPage } from './page-meta';

/** The market and page in the address; off market pages (profile, help) the last market seen stays current. */
export const useCurrentMarket = (): { market: Market; page: ShellPage | undefined } => {
  const { pathname } = useLocation();
  const last = useRef<Market>('crypto');
  const [, root, market, page] = pathname.split('/');
  if (root === 'market' && isMarket(market)) {
    last.current = market;
    return { market, page: page as ShellPage | undefined };
  }
  return { market: last.current, page: undefined };
};
