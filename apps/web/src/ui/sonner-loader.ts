import { useSyncExternalStore } from 'react';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** The toast library (about 9 KB compressed) loads with the first toast, not with the first screen (DESIGN §7). */
export const loadSonner = (): Promise<Sonner> => {
  if (sonner === undefined) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a toast has been asked for, so the Toaster mounts (sonner replays the toasts made before it did). */
export const useSonnerWanted = (): boolean => useSyncExternalStore(subscribe, () => sonner !== undefined);
