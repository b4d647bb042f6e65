import {
  type PastMatch,
  priceMovesState,
  type SeriesKey,
  updatePrice,
  xmoonMatches,
} from '@tradescope/engine';
import type { CandleCloseEvent, PriceTick } from '../feed';
import { LiveStore, type SeriesChange } from './live-store';
import { copyColumns, fromUpdates, type ScanResult, type ScanRunner } from './scan-job';

type ScanningOptions = {
  runner: ScanRunner;
  /** New and advanced matches of a series, after each scan (persistence, websocket push). */
  onChange: (key: SeriesKey, change: SeriesChange) => void | Promise<void>;
  /** Ended matches a scan found in the series' history (when the close asked for them). */
  onPast?: (key: SeriesKey, past: readonly PastMatch[]) => void;
  onError: (error: unknown, key: SeriesKey) => void;
  /** The clock in milliseconds: price ticks are applied at most once a second per series. */
  now?: () => number;
};

/** The least time between two price ticks applied to one asset's series: a tick reads every live match of them. */
const TICK_INTERVAL_MS = 1000;

/**
 * Scans a series each time one of its candles closes. Scans of one series run one after another (a later close never
 * overtakes an earlier one); different series queue on the runner. After a scan, the XMoon confluence of the series
 * (engine xmoon) is found over its new matches and the asset's higher timeframes' live ones, and listed with them.
 */
export const createScanningService = ({
  runner,
  onChange,
  onPast,
  onError,
  now = Date.now,
}: ScanningOptions) => {
  const live = new LiveStore();
  const queues = new Map<string, Promise<void>>();
  const lastTick = new Map<string, number>();
  let scans = 0;

  const scanSeries = (key: SeriesKey, job: Promise<ScanResult>) => async () => {
    try {
      const result = await job;
      const matches = fromUpdates(result.live, live.of(key));
      const { past } = result;
      scans += 1;
      if (past.length > 0) onPast?.(key, past);
      // XMoon reads the asset's other timeframes as this store holds them now, so it is listed with the series.
      const confluence = xmoonMatches(key, matches, live.higherThan(key));
      await onChange(key, live.replace(key, confluence.length === 0 ? matches : [...matches, ...confluence]));
    } catch (error) {
      onError(error, key);
    }
  };

  return {
    live,
    /** The candle-close listener: copies the candles now (the series moves on), scans off the event loop's turn. */
    onCandleClose: (event: CandleCloseEvent, { withPast = false } = {}): Promise<void> => {
      const key = { source: event.source, symbol: event.symbol, timeframe: event.timeframe } as SeriesKey;
      // The ids held now: a scan queued behind this series' earlier ones only adds to them or drops some for good.
      const known = live.of(key).map((match) => match.id);
      const job = { key, columns: copyColumns(event.series.columns()), withPast, known };
      const series = `${key.source}|${key.symbol}|${key.timeframe}`;
      const next = (queues.get(series) ?? Promise.resolve()).then(scanSeries(key, runner.scan(job)));
      queues.set(series, next);
      void next.then(() => {
        if (queues.get(series) === next) queues.delete(series);
      });
      return next;
    },
    /**
     * A live price between closes (engine `updatePrice`): a forming match whose zone the price reaches turns active,
     * so the state filter, the rows and the notice agree before the candle closes. Only a series whose states moved is
     * replaced (then with the live price's distance too); each series at most once a second. A close still decides
     * triggered and invalidated, but for a forming harmonic the price took back past its C (engine updatePrice). Every
     * series of an asset hears the same ticks, so the asset is throttled: a tick within the second costs one lookup,
     * not one per timeframe.
     */
    onPrice: (tick: PriceTick): void => {
      const at = now();
      const asset = `${tick.source}|${tick.symbol}`;
      if (at - (lastTick.get(asset) ?? Number.NEGATIVE_INFINITY) < TICK_INTERVAL_MS) return;
      lastTick.set(asset, at);
      // Only a forming match moves at a price: the store keeps them apart, so a tick reads a few, not every match.
      for (const [key, matches, forming] of live.formingOf(tick.source, tick.symbol)) {
        if (!priceMovesState(forming, tick.price)) continue;
        const change = live.replace(key, updatePrice(matches, tick.price));
        void Promise.resolve()
          .then(() => onChange(key, change))
          .catch((error: unknown) => onError(error, key));
      }
    },
    /** Waits for every queued scan (tests, shutdown). */
    idle: async (): Promise<void> => {
      while (queues.size > 0) await Promise.all(queues.values());
    },
    /** Scans done, matches live, and series with a scan queued or running. */
    stats: () => ({ scans, liveMatches: live.size, queued: queues.size }),
  };
};
