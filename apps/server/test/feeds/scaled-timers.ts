import type { Timers } from '../../src/connectors/core/timers';

/**
 * Real timers running `scale` times faster, recording every delay asked for: the suite stays fast and still
 * checks the production delays (the spec's 10 s reconnect is asked for as 10000).
 */
export const scaledTimers = (now: () => number, scale = 100): { timers: Timers; asked: number[] } => {
  const asked: number[] = [];
  return {
    asked,
    timers: {
      now,
      setTimeout: (callback, ms) => {
        asked.push(ms);
        return setTimeout(callback, ms / scale);
      },
      clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
    },
  };
};
