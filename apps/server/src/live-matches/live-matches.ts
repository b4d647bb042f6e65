import type { Market, MatchState } from '@tradescope/domain';
import { sourceByName } from '@tradescope/domain';
import type { ScanMatch, SeriesKey } from '@tradescope/engine';
import type { Database } from '../db';
import type { Instrument, MarketFeed } from '../feed';
import type { SeriesChange } from './live-store';
import { createMatchCounts } from './match-counts';
import { MatchIndex } from './match-index';
import { createReceiptsJournal, createReceiptsStore } from './receipts-store';
import type { ScanRunner } from './scan-job';
import { createScanningService } from './scanning-service';
import type { SeriesUpdate } from './series-update';

/** A series whose live matches changed; `added` counts the matches it had not listed before. */
export interface MatchesChanged {
  readonly key: SeriesKey;
  readonly market: Market | undefined;
  readonly added: number;
  /** The states matches listed before entered with this scan (each once): what the websocket notice carries. */
  readonly states: readonly MatchState[];
  /** The series' whole live set after the scan (alerts match new and advanced matches against their packs). */
  readonly current: readonly ScanMatch[];
}

/** May return work it started (the scale mode's publishing): `idle` waits for it. */
type Listener = (event: MatchesChanged) => void | Promise<void>;
/** A candle-close scan applied: seconds from the close event to the result in the live matches. */
type ScannedListener = (key: SeriesKey, lagSeconds: number) => void;

type Log = { error: (object: unknown, message?: string) => void };

export interface LiveMatchesDeps {
  readonly feed: MarketFeed;
  /** Where scans run (a worker thread when bundled, the calling thread from sources): the app chooses. */
  readonly runner: ScanRunner;
  readonly db: Database;
  readonly now: () => number;
  readonly log: Log;
  /**
   * False in a process that follows another's scans (the scale mode's api): it scans nothing, writes no receipts,
   * and its index moves only by `applyUpdate`.
   */
  readonly scans?: boolean;
}

// A feed may keep a finer base series than its source lists (the replay's 1-minute base under 3-minute spot candles);
// only the timeframes a trader can choose are scanned.
export const isListed = (source: string, timeframe: number): boolean =>
  sourceByName(source)?.timeframes.includes(timeframe as never) === true;

/**
 * The live matches: the scanner on the feed's candle closes, the match index that follows its results and stamps
 * when each match was first seen (kept in match_receipts, so a restart's rescan lists them with their first time),
 * and the buy, sell and neutral counts per asset. Emits "matches changed" after every scan that changed a series;
 * the app subscribes whatever must hear it (the websocket notice).
 */
export const createLiveMatches = async ({ feed, runner, db, now, log, scans = true }: LiveMatchesDeps) => {
  const listeners = new Set<Listener>();
  const scannedListeners = new Set<ScannedListener>();
  const counts = createMatchCounts();
  // Listeners' work still running: a scan's publishing in the scale mode.
  const pending = new Set<Promise<void>>();
  // By source, then symbol: every matches request looks up each instrument of the index, without building its id.
  const bySource = new Map<string, Map<string, Instrument>>();
  const keep = (instrument: Instrument): void => {
    let symbols = bySource.get(instrument.source);
    if (symbols === undefined) {
      symbols = new Map();
      bySource.set(instrument.source, symbols);
    }
    symbols.set(instrument.symbol, instrument);
  };
  const find = (source: string, symbol: string): Instrument | undefined => bySource.get(source)?.get(symbol);
  for (const instrument of feed.instruments()) keep(instrument);

  const emitChange = (key: SeriesKey, { added, changed, current }: SeriesChange): void => {
    counts.set(key, current);
    const event = {
      key,
      market: find(key.source, key.symbol)?.market,
      added: added.length,
      states: [...new Set(changed.map((match) => match.state))],
      current,
    };
    for (const listener of listeners) {
      const work = listener(event);
      if (work === undefined) continue;
      const done = (): void => void pending.delete(work);
      pending.add(work);
      work.then(done, done);
    }
  };
  const scanning = createScanningService({
    runner,
    now,
    onChange: emitChange,
    onPast: (key, past) => index.applyPast(key, past),
    onError: (error, key) => log.error({ err: error, series: key }, 'scan failed'),
  });
  // Between closes a live price can move a forming match into its zone (throttled per series in the service).
  const stopTicks = scans ? feed.events.on('price', (tick) => scanning.onPrice(tick)) : () => {};
  // Scans queued: at an hour boundary, the burst. Writes that can wait (receipts, the replay's candles) wait for its
  // end rather than share the main thread with its results.
  const bursting = (): boolean => scanning.stats().queued > 0;
  if (scans) feed.holdWritesWhile?.(bursting);
  const receipts = createReceiptsStore(db);
  const journal = createReceiptsJournal(receipts, {
    busy: bursting,
    onError: (error) => log.error({ err: error }, 'match receipts not stored'),
  });
  const index = new MatchIndex(now, scans ? journal.record : undefined);
  if (scans) index.restoreReceipts(await receipts.load());
  scanning.live.listen((key, change) => index.apply(key, change));
  const unsubscribe = scans
    ? feed.events.on('candle-close', (event) => {
        if (!isListed(event.source, event.timeframe)) return;
        const closedAt = performance.now();
        const key = { source: event.source, symbol: event.symbol, timeframe: event.timeframe } as SeriesKey;
        void scanning.onCandleClose(event).then(() => {
          const lag = (performance.now() - closedAt) / 1000;
          for (const listener of scannedListeners) listener(key, lag);
        });
      })
    : () => {};

  const idle = async (): Promise<void> => {
    await scanning.idle();
    while (pending.size > 0) await Promise.allSettled(pending);
  };

  return {
    /** The live store (every current match by series); listeners hear each replacement. */
    live: scanning.live,
    index,
    /** Buy, sell and neutral matches of an asset over every timeframe, for the assets page's status column. */
    countsOf: (instrument: Pick<Instrument, 'id'>) => counts.of(instrument.id),
    instrumentOf: find,
    /** Hears every scan that changed a series' live matches; returns the unsubscribe function. */
    onMatchesChanged: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Hears every candle close's scan once applied, with its lag (start-up's full scan is not a close). */
    onScanned: (listener: ScannedListener): (() => void) => {
      scannedListeners.add(listener);
      return () => scannedListeners.delete(listener);
    },
    /** A series' whole state after its last scan, as another process's `applyUpdate` takes it. */
    updateOf: (key: SeriesKey): SeriesUpdate => ({
      key,
      instrument: find(key.source, key.symbol),
      current: scanning.live.of(key),
      receipts: index.receiptsOf(key),
      past: index.pastOf(key),
    }),
    /**
     * Takes a series' state from the process that scanned it: the index, the counts and the "matches changed"
     * listeners move as if this process had scanned it, with the scanner's receive times.
     */
    applyUpdate: (update: SeriesUpdate): void => {
      if (update.instrument !== undefined) keep(update.instrument);
      if (update.receipts.length > 0) index.restoreReceipts(update.receipts);
      // A process that scans keeps its live store (its next scans read it); one that follows keeps the index alone.
      const change = scans
        ? scanning.live.replace(update.key, [...update.current])
        : index.replace(update.key, [...update.current]);
      index.replacePast(update.key, update.past);
      emitChange(update.key, change);
    },
    /**
     * Waits for every queued scan and what its listeners started (tests, shutdown): in the scale mode, once idle,
     * every scan applied here is in Redis for an api process to read.
     */
    idle,
    stats: () => ({ ...scanning.stats(), liveMatches: index.size }),

    /**
     * Once the feed has started: scans every series once, so matches are listed before the slow timeframes close,
     * and finds each series' latest ended matches in its history (listed when nothing in a scope is live).
     */
    start: (): void => {
      for (const instrument of feed.instruments()) keep(instrument);
      if (!scans) return;
      for (const series of feed.store.all()) {
        const { source, symbol, timeframe } = series.key;
        if (series.length === 0 || !isListed(source, timeframe)) continue;
        void scanning.onCandleClose(
          { source, symbol, timeframe, series, candle: series.at(series.length - 1) },
          { withPast: true },
        );
      }
      // Receipts of matches the first full scan did not find again left while the server was down.
      void scanning.idle().then(() => index.pruneReceipts());
    },

    stop: async (): Promise<void> => {
      unsubscribe();
      stopTicks();
      await idle();
      await runner.close();
      await journal.flush();
    },
  };
};

export type LiveMatches = Awaited<ReturnType<typeof createLiveMatches>>;
