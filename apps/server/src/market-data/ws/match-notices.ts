import type { Market, MatchState } from '@tradescope/domain';
import type { ServerMessage } from './ws-protocol';

type Window = { states: Set<MatchState>; due: boolean; timer: NodeJS.Timeout };

/**
 * The "matches" notices of each market and source, merged over a short window: a change after a quiet spell is told
 * at once, changes within the window after a notice go out together when it ends (the states entered, each once).
 * An hour boundary's burst applies hundreds of scans; one notice each cost a socket write per scan and client.
 */
export const createMatchNotices = (
  publish: (market: Market, message: ServerMessage) => void,
  windowMs: number,
) => {
  const windows = new Map<string, Window>();
  const notice = (source: string, states: Iterable<MatchState>): ServerMessage => {
    const entered = [...states];
    return { type: 'matches', source, ...(entered.length > 0 ? { states: entered } : {}) };
  };
  const open = (market: Market, source: string): void => {
    const key = `${market}|${source}`;
    const timer = setTimeout(() => {
      const window = windows.get(key)!;
      windows.delete(key);
      if (!window.due) return;
      publish(market, notice(source, window.states));
      open(market, source);
    }, windowMs);
    timer.unref();
    windows.set(key, { states: new Set(), due: false, timer });
  };

  return {
    /** A scan changed the source's matches in the market: `states` are those listed matches entered. */
    changed: (market: Market, source: string, states: readonly MatchState[]): void => {
      const window = windows.get(`${market}|${source}`);
      if (window === undefined) {
        publish(market, notice(source, states));
        open(market, source);
        return;
      }
      window.due = true;
      for (const state of states) window.states.add(state);
    },
    /** Drops what is waiting (the hub is closing). */
    stop: (): void => {
      for (const window of windows.values()) clearTimeout(window.timer);
      windows.clear();
    },
  };
};
