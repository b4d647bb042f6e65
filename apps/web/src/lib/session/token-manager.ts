import { MS_PER_SECOND, TIMERS } from '@tradescope/domain';
import { ApiError, isApiError } from '../api';

/** GET token's answer: a short-lived JWT, its expiry (unix ms), and whether an administrator acts as the user. */
export interface TokenGrant {
  readonly token: string;
  readonly expiresAt: number;
  readonly impersonating: boolean;
}

export type SessionStatus = 'idle' | 'loading' | 'ready' | 'signed-out' | 'error';

export interface SessionState {
  readonly status: SessionStatus;
  readonly grant?: TokenGrant;
  readonly error?: unknown;
}

export interface TokenManagerDeps {
  readonly fetchToken: () => Promise<TokenGrant>;
  readonly now?: () => number;
  readonly isOnline?: () => boolean;
}

/** A refresh that failed for a reason other than a lost session is tried again after this long. */
const RETRY_AFTER_FAILURE_MS = 30 * MS_PER_SECOND;
const REFRESH_LEAD_MS = TIMERS.tokenRefreshBeforeExpiryS * MS_PER_SECOND;
const NO_SESSION = () => new ApiError(403, 'auth.no-session');

/**
 * Holds the bearer token in memory only (never in storage, where a script could read it). Spec §4: the
 * token is refreshed about 120 s before it expires and when the browser comes back online; the timer is
 * cleared while offline. A 403 from GET token means there is no session: the state turns `signed-out`.
 */
export const createTokenManager = ({
  fetchToken,
  now = Date.now,
  isOnline = () => globalThis.navigator?.onLine ?? true,
}: TokenManagerDeps) => {
  let state: SessionState = { status: 'idle' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<TokenGrant> | undefined;
  const listeners = new Set<() => void>();

  const setState = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const schedule = (delayMs: number) => {
    clearTimer();
    if (!isOnline()) return;
    timer = setTimeout(() => void load().catch(() => undefined), Math.max(0, delayMs));
  };

  /** One request at a time: callers arriving while one is out share its answer. */
  const load = (): Promise<TokenGrant> => {
    inFlight ??= fetchToken()
      .then((grant) => {
        setState({ status: 'ready', grant });
        schedule(grant.expiresAt - REFRESH_LEAD_MS - now());
        return grant;
      })
      .catch((error: unknown) => {
        clearTimer();
        if (isApiError(error, 403)) setState({ status: 'signed-out', error });
        else if (state.status === 'ready') schedule(RETRY_AFTER_FAILURE_MS);
        else setState({ status: 'error', error });
        throw error;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  return {
    getState: (): SessionState => state,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Start-up: fetch the first token (also the connection-trouble screen's retry). */
    start: (): Promise<TokenGrant> => {
      if (state.status !== 'ready') setState({ status: 'loading' });
      return load();
    },
    ensure: async (): Promise<string> => {
      if (state.status === 'ready' && state.grant) return state.grant.token;
      if (state.status === 'signed-out') throw NO_SESSION();
      return (await load()).token;
    },
    refresh: async (): Promise<string> => (await load()).token,
    /** After sign-out or sign-in: forget the token so the next call asks again. */
    reset: (status: 'idle' | 'signed-out' = 'idle'): void => {
      clearTimer();
      setState({ status });
    },
    /** Listens to the browser's online and offline events; returns the unsubscribe. */
    watchConnectivity: (target: Pick<Window, 'addEventListener' | 'removeEventListener'>) => {
      const offline = () => clearTimer();
      const online = () => {
        if (state.status === 'ready') void load().catch(() => undefined);
      };
      target.addEventListener('offline', offline);
      target.addEventListener('online', online);
      return () => {
        target.removeEventListener('offline', offline);
        target.removeEventListener('online', online);
      };
    },
  };
};
