import type { CandleStore, MarketEvents } from '../../feed';
import type { Log } from '../core/log';
import type { TimerScope } from '../core/timers';
import type { LiveTiming } from '../live-options';

/** What every connector of one live feed shares: where candles go, the clock, the log and the timings. */
export interface FeedContext {
  readonly store: CandleStore;
  readonly events: MarketEvents;
  readonly scope: TimerScope;
  readonly log: Log;
  /** Closed candles kept per series. */
  readonly window: number;
  readonly timing: LiveTiming;
}

export const nowSeconds = (ctx: FeedContext): number => Math.floor(ctx.scope.now() / 1000);
