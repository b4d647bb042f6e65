import { useSyncExternalStore } from 'react';
import { tokenManager } from './session';
import type { SessionState } from './token-manager';

/** The start-up state of the session: loading, ready, signed-out or error. */
export const useSession = (): SessionState =>
  useSyncExternalStore(tokenManager.subscribe, tokenManager.getState, tokenManager.getState);
