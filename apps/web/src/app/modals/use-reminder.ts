import { MS_PER_SECOND, type UnixSeconds } from '@tradescope/domain';
import { useCallback, useEffect, useState } from 'react';
import { isNumber, localStore } from '../../lib/storage';
import { nowSeconds } from '../shell/use-now';

/**
 * A modal that opens by itself after a delay when its rule allows, and remembers when it was last shown
 * (spec §4 reminders: once per 7 days, the rule lives in the domain).
 */
export const useReminder = (
  key: string | undefined,
  due: (lastShownAt: UnixSeconds | null, now: UnixSeconds) => boolean,
  delayS: number,
): [open: boolean, close: () => void] => {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (key === undefined) return;
    const last = localStore.get(key, isNumber) ?? null;
    if (!due(last as UnixSeconds | null, nowSeconds())) return;
    const timer = setTimeout(() => setOpen(true), delayS * MS_PER_SECOND);
    return () => clearTimeout(timer);
  }, [key, due, delayS]);
  const close = useCallback(() => {
    if (key !== undefined) localStore.set(key, nowSeconds());
    setOpen(false);
  }, [key]);
  return [open, close];
};
