import { useQueryClient } from '@tanstack/react-query';
import type { Market, SourceName } from '@tradescope/domain';
import { useEffect } from 'react';
import { matchesKeys } from './matches';
import { joinStream } from './shared-streams';

/** Notices that arrive together (a candle close scans many series) refetch once. */
const COALESCE_MS = 1000;

/**
 * Keeps the screen's matches live (issue: new matches arrive without a reload): the market's socket, subscribed to
 * the shown source, tells when its matches changed; the matches queries of the market are then refetched through
 * the API, which applies the user's access. Passed candles and distances advance with those refetches.
 */
export const useLiveMatches = (market: Market, source: SourceName | undefined) => {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof WebSocket === 'undefined' || source === undefined) return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const leave = joinStream(market, source, {
      onMatches: () => {
        pending ??= setTimeout(() => {
          pending = undefined;
          void client.invalidateQueries({ queryKey: matchesKeys.market(market) });
        }, COALESCE_MS);
      },
    });
    return () => {
      clearTimeout(pending);
      leave();
    };
  }, [client, market, source]);
};
