import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { createTokenManager, type TokenGrant } from './token-manager';

const MINUTE = 60_000;
let online = true;

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  online = true;
});
afterEach(() => {
  vi.useRealTimers();
});

/** GET token answering a 15-minute token each call. */
const grants = () => {
  let issued = 0;
  return vi.fn(async (): Promise<TokenGrant> => {
    issued += 1;
    return { token: `t${issued}`, expiresAt: Date.now() + 15 * MINUTE, impersonating: false };
  });
};

const setup = (fetchToken = grants()) => {
  const manager = createTokenManager({ fetchToken, isOnline: () => online });
  const events = new EventTarget();
  manager.watchConnectivity(events as unknown as Window);
  return { manager, fetchToken, events };
};

describe('session token (spec §4)', () => {
  it('refreshes 120 s before the token expires', async () => {
    const { manager, fetchToken } = setup();
    await manager.start();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(13 * MINUTE - 1);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(await manager.ensure()).toBe('t2');
  });

  it('clears the timer while offline and refreshes as soon as the browser is back online', async () => {
    const { manager, fetchToken, events } = setup();
    await manager.start();
    online = false;
    events.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    online = true;
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('turns signed-out on a 403 and error on anything else', async () => {
    const refused = setup(vi.fn(async () => Promise.reject(new ApiError(403, 'auth.no-session'))));
    await expect(refused.manager.start()).rejects.toThrow('auth.no-session');
    expect(refused.manager.getState().status).toBe('signed-out');
    const broken = setup(vi.fn(async () => Promise.reject(new ApiError(500, 'server.error'))));
    await expect(broken.manager.start()).rejects.toThrow();
    expect(broken.manager.getState().status).toBe('error');
  });

  it('shares one request between callers arriving together', async () => {
    const { manager, fetchToken } = setup();
    await Promise.all([manager.ensure(), manager.ensure(), manager.refresh()]);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });
});
