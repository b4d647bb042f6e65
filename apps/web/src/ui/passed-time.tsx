import { formatDate, formatPassedTime, passedTimeText } from '@tradescope/domain';
import { useEffect, useState } from 'react';
import { useLanguage } from '../lib/i18n';

// setTimeout cannot wait longer than this; a text months away is simply checked again then.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * "5 minutes ago" that changes exactly when its text would (spec §4): the domain says when the next change
 * is due, and one timer waits for it, instead of re-rendering every second.
 */
export const PassedTime = ({ at }: { at: number }) => {
  const locale = useLanguage();
  const [now, setNow] = useState(() => Date.now());
  const passed = formatPassedTime(at, now);

  // Re-armed after every render's `now`, so a timer that fires a little early simply waits again.
  useEffect(() => {
    const { nextChangeAtMs } = formatPassedTime(at, now);
    const delay = Math.min(MAX_TIMEOUT_MS, Math.max(0, nextChangeAtMs - Date.now()));
    const timer = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [at, now]);

  return (
    <time
      dateTime={new Date(at).toISOString()}
      title={formatDate(at, { locale, timeZone: 'local', withTime: true })}
    >
      {passedTimeText(passed, locale)}
    </time>
  );
};
