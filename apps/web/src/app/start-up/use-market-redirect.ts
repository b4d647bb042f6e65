import type { User } from '@tradescope/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isTrue, sessionStore } from '../../lib/storage';
import { marketRedirectFor } from './market-redirect';

const CHECKED_KEY = 'market-redirect-checked';

/** Once per browser session, after the user loads (spec §4). */
export const useMarketRedirect = (user: User | undefined): void => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!user || sessionStore.get(CHECKED_KEY, isTrue)) return;
    sessionStore.set(CHECKED_KEY, true);
    const target = marketRedirectFor(user, pathname);
    if (target) navigate(target, { replace: true });
  }, [user, pathname, navigate]);
};
