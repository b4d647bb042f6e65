import { MS_PER_SECOND, ROUTES, TIMERS } from '@tradescope/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NetworkError } from '../../lib/api';
import { checkHealth } from '../../lib/endpoints';

export interface OfflineCheck {
  readonly offline: boolean;
  /** Seconds until the next check call. */
  readonly seconds: number;
  readonly checking: boolean;
  readonly checkNow: () => void;
}

const leaveForOfflinePage = () => window.location.assign(ROUTES.offline);

/**
 * Spec §4 offline screen: shown when the browser goes offline; a counter ticks each second and at 5 a check
 * call (GET health) runs. Success hides the screen; a network error navigates to /offline.html (served by the
 * service worker), any other failure starts the count again.
 */
export const useOfflineCheck = (goOffline: () => void = leaveForOfflinePage): OfflineCheck => {
  const [offline, setOffline] = useState(() => globalThis.navigator?.onLine === false);
  const [seconds, setSeconds] = useState<number>(TIMERS.offlineCheckS);
  const [checking, setChecking] = useState(false);
  const running = useRef(false);

  const checkNow = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setChecking(true);
    checkHealth()
      .then(() => setOffline(false))
      .catch((error: unknown) => {
        if (error instanceof NetworkError) goOffline();
      })
      .finally(() => {
        running.current = false;
        setChecking(false);
        setSeconds(TIMERS.offlineCheckS);
      });
  }, [goOffline]);

  useEffect(() => {
    const onOffline = () => {
      setSeconds(TIMERS.offlineCheckS);
      setOffline(true);
    };
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, []);

  useEffect(() => {
    if (!offline || checking) return;
    if (seconds <= 0) {
      checkNow();
      return;
    }
    const tick = setTimeout(() => setSeconds((left) => left - 1), TIMERS.offlineCounterTickS * MS_PER_SECOND);
    return () => clearTimeout(tick);
  }, [offline, checking, seconds, checkNow]);

  return { offline, seconds, checking, checkNow };
};
