import type { Market, Signal } from '@tradescope/domain';

/** What every message of an alert shows, kept in its outbox row as it was decided. */
export type AlertPayload = {
  readonly pair: string;
  readonly base: string;
  readonly quote: string;
  readonly source: string;
  readonly side: Signal;
  readonly strategyId: number;
  readonly strategyName: string;
  readonly strategyFaName: string;
  /** Minutes. */
  readonly timeframe: number;
  readonly price: number;
  readonly zone: { readonly from: number; readonly to: number };
  /** Unix seconds of the candle the match (or jump) fired on. */
  readonly matchDate: number;
  readonly jump: boolean;
};

/** One alert to send, as evaluation decides it. */
export type AlertDecision = {
  readonly userId: string;
  readonly matchId: string;
  readonly channel: 'email' | 'telegram' | 'webhook';
  readonly kind: 'match' | 'jump';
  readonly market: Market;
  readonly packName: string | null;
  readonly target: string | null;
  readonly payload: AlertPayload;
};

/**
 * The chart page with the match drawn (the web's chart query, spec §2: source, base, quote, timeframe, strategy,
 * jump), as `apps/web/src/ui/chart/chart-params.ts` writes it.
 */
export const chartUrlOf = (publicUrl: string, market: Market, payload: AlertPayload): string => {
  const query = new URLSearchParams({
    source: payload.source,
    base: payload.base,
    quote: payload.quote,
    timeframe: String(payload.timeframe),
  });
  if (payload.jump) query.set('jump', 'true');
  else query.set('strategy', String(payload.strategyId));
  return `${publicUrl}/market/${market}/chart?${query}`;
};
