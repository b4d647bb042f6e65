import type { CandleCloseEvent, Instrument, MarketFeed } from '../feed';
import type { MatchesChanged } from './live-matches';
import { isListed } from './live-matches';
import { copyColumns } from './scan-job';
import type { SharedScanJob, SharedScans } from './shared-scans';

type Log = { error: (object: unknown, message?: string) => void };
/** May return work it started (the fan-out's publishing): the scan's job ends once it is done. */
type Listener = (event: MatchesChanged) => void | Promise<void>;

type QueuedScannerDeps = {
  feed: MarketFeed;
  shared: SharedScans;
  /** Hands a close to the work queue; whichever scanner's worker takes it calls `run`. */
  enqueue: (job: SharedScanJob) => Promise<void>;
  instrumentOf: (source: string, symbol: string) => Instrument | undefined;
  log: Log;
};

const jobOf = (event: CandleCloseEvent): SharedScanJob => ({
  key: { source: event.source, symbol: event.symbol, timeframe: event.timeframe } as SharedScanJob['key'],
  candleTime: event.candle.time,
  columns: copyColumns(event.series.columns()),
});

/**
 * A scanner of the scale mode: its feed's closes go to the shared work queue instead of a local scan, and the scans
 * the queue gives it are applied to the shared store. Emits "matches changed" for each scan it applied, as the
 * embedded live matches do (the alerts and the fan-out listen).
 */
export const createQueuedScanner = ({ feed, shared, enqueue, instrumentOf, log }: QueuedScannerDeps) => {
  const listeners = new Set<Listener>();
  // When each live match this scanner last applied was first seen: the alerts' receivedAt (a pack's start date).
  const receipts = new Map<string, number>();
  let applied = 0;
  let skipped = 0;
  const send = (job: SharedScanJob) =>
    enqueue(job).catch((error: unknown) => log.error({ err: error, series: job.key }, 'scan not queued'));
  const unsubscribe = feed.events.on('candle-close', (event) => {
    if (isListed(event.source, event.timeframe)) void send(jobOf(event));
  });

  return {
    onMatchesChanged: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** One queued scan; throws when it could not be applied (the queue retries it). */
    run: async (job: SharedScanJob): Promise<void> => {
      const change = await shared.scan(job);
      if (change === undefined) {
        skipped += 1;
        return;
      }
      applied += 1;
      for (const match of change.removed) receipts.delete(match.id);
      for (const [id, at] of change.receivedAt) receipts.set(id, at);
      // Every applied scan is news, as in the embedded process: a match's passed candles or distance may have moved into
      // an alert pack's window without anything being added.
      const states = [...new Set(change.changed.map((match) => match.state))];
      const event: MatchesChanged = {
        key: job.key,
        market: instrumentOf(job.key.source, job.key.symbol)?.market,
        added: change.added.length,
        states,
        current: change.current,
      };
      // The job ends once its publishing has: a stopping scanner hands back no job whose matches are still on the way.
      await Promise.all([...listeners].map((listener) => listener(event)));
    },
    /** Once the feed has started: every series' latest close is queued (a close already scanned is not queued again). */
    start: (): void => {
      for (const series of feed.store.all()) {
        const { source, symbol, timeframe } = series.key;
        if (series.length === 0 || !isListed(source, timeframe)) continue;
        void send(jobOf({ source, symbol, timeframe, series, candle: series.at(series.length - 1) }));
      }
    },
    /** When a live match this scanner applied was first seen, unix ms. */
    receivedAt: (matchId: string): number | undefined => receipts.get(matchId),
    stop: (): void => unsubscribe(),
    /** Scans this process applied, and runs it found already applied (by another scanner, or before a restart). */
    stats: () => ({ applied, skipped }),
  };
};
