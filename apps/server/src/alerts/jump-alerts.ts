import { can, JUMPS_TIMEFRAME, type UnixSeconds } from '@tradescope/domain';
import { type CandleColumns, detectJumps, type SeriesKey } from '@tradescope/engine';
import { type Instrument, pairLabel } from '../feed';
import type { AlertIndex } from './alert-index';
import type { AlertDecision, AlertPayload } from './alert-payload';

/** A closed 3-minute candle of a crypto series, its columns copied. */
export type JumpSeries = { readonly key: SeriesKey; readonly columns: CandleColumns };

/**
 * Jump notifications (the jumps page's switch) as alerts: a jump whose first candle just closed goes to every user
 * whose switch is on and whose plan opens the jumps page, through the channels of their crypto alerts.
 */
export const decideJumpAlerts = (
  series: JumpSeries,
  instrument: Instrument | undefined,
  index: AlertIndex,
  nowS: UnixSeconds,
): AlertDecision[] => {
  if (series.key.timeframe !== JUMPS_TIMEFRAME || instrument?.market !== 'crypto') return [];
  const fresh = detectJumps({ key: series.key, columns: () => series.columns }).filter(
    (jump) => jump.passedCandle === 0,
  );
  if (fresh.length === 0) return [];
  const out: AlertDecision[] = [];
  for (const jump of fresh) {
    const payload: AlertPayload = {
      pair: pairLabel(instrument),
      base: instrument.base,
      quote: instrument.quote,
      source: instrument.source,
      side: jump.direction === 'up' ? 'buy' : 'sell',
      strategyId: jump.strategyId,
      strategyName: 'Jump',
      strategyFaName: 'جهش',
      timeframe: JUMPS_TIMEFRAME,
      price: jump.price,
      zone: { from: jump.price, to: jump.price },
      matchDate: jump.matchTimestamp,
      jump: true,
    };
    for (const [userId, watcher] of index.jumpWatchers()) {
      if (!can(watcher.holder, 'jumps.view', 'crypto', nowS)) continue;
      const decision = {
        userId,
        matchId: jump.id,
        kind: 'jump',
        market: 'crypto',
        packName: null,
        target: null,
        payload,
      } as const;
      if (watcher.email) out.push({ ...decision, channel: 'email' });
      if (watcher.bot) out.push({ ...decision, channel: 'telegram' });
    }
  }
  return out;
};
