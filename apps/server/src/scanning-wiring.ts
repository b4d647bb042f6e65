import { availableParallelism } from 'node:os';
import { sourceByName } from '@tradescope/domain';
import type { ScanMatch } from '@tradescope/engine';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import {
  createMatchesService,
  createReceiptsJournal,
  createReceiptsStore,
  MatchIndex,
  matchesRoutes,
} from './matches';
import { createInlineRunner, createScanningService, createWorkerRunner } from './scanning';
import type { SystemPacks } from './system-packs';

type Counts = { buy: number; sell: number; neutral: number };

// A feed may keep a finer base series than its source lists (the replay's 1-minute base under 3-minute spot candles);
// only the timeframes a trader can choose are scanned.
const isListed = (source: string, timeframe: number): boolean =>
  sourceByName(source)?.timeframes.includes(timeframe as never) === true;

// Scan threads: hour boundaries close hundreds of series at once and one thread drains them in ~1 ms a scan; two
// drain such a burst in about half the time (measured with bench/run.mjs, BENCH_ONLY=latency). More than the cores
// would only queue behind each other and the API's thread.
const SCAN_WORKERS = Math.min(2, availableParallelism());

const countsOf = (matches: readonly ScanMatch[]): Counts => {
  const counts = { buy: 0, sell: 0, neutral: 0 };
  for (const match of matches) counts[match.type] += 1;
  return counts;
};
/**
 * The scanning service on the feed's candle closes, and the matches API over its live matches. Built (bundled) it
 * scans on worker threads; run from sources (tests) it scans inline, since a worker cannot load TypeScript.
 */
export const registerScanning = async (
  app: FastifyInstance,
  ctx: AppContext,
  systemPacks: SystemPacks,
): Promise<void> => {
  const { feed, service, sockets } = app.marketData;
  // Buy, sell and neutral matches per asset (every timeframe), for the assets page's status column.
  const countsBySeries = new Map<string, { asset: string; counts: Counts }>();
  const countsByAsset = new Map<string, Counts>();
  const recount = (asset: string) => {
    const total = { buy: 0, sell: 0, neutral: 0 };
    for (const entry of countsBySeries.values()) {
      if (entry.asset !== asset) continue;
      total.buy += entry.counts.buy;
      total.sell += entry.counts.sell;
      total.neutral += entry.counts.neutral;
    }
    countsByAsset.set(asset, total);
  };
  service.provideMatchCounts(
    (instrument) => countsByAsset.get(instrument.id) ?? { buy: 0, sell: 0, neutral: 0 },
  );
  const runner = import.meta.url.endsWith('.js')
    ? createWorkerRunner(new URL('./scan-worker.js', import.meta.url), SCAN_WORKERS)
    : createInlineRunner();
  const instruments = () => new Map(feed.instruments().map((instrument) => [instrument.id, instrument]));
  let byId = instruments();
  const scanning = createScanningService({
    runner,
    onChange: (key, { added, current }) => {
      const asset = `${key.source}:${key.symbol}`;
      countsBySeries.set(`${asset}:${key.timeframe}`, { asset, counts: countsOf(current) });
      recount(asset);
      const market = byId.get(`${key.source}:${key.symbol}`)?.market;
      // Clients are told that matches changed and fetch them through the API, which applies their access.
      if (added.length > 0 && market !== undefined)
        sockets.publish(market, { type: 'matches', source: key.source });
    },
    onError: (error, key) => app.log.error({ err: error, series: key }, 'scan failed'),
  });
  // The matches index follows the live store on every replacement and stamps when each match was first seen; the
  // stamps are kept in match_receipts (written in batches), so a restart's rescan lists them with their first time.
  const receipts = createReceiptsStore(ctx.db);
  const journal = createReceiptsJournal(receipts, {
    onError: (error) => app.log.error({ err: error }, 'match receipts not stored'),
  });
  const index = new MatchIndex(ctx.now, journal.record);
  index.restoreReceipts(await receipts.load());
  scanning.live.listen((key, change) => index.apply(key, change));
  const unsubscribe = feed.events.on('candle-close', (event) => {
    if (isListed(event.source, event.timeframe)) void scanning.onCandleClose(event);
  });
  app.addHook('onReady', async () => {
    byId = instruments();
    // Every series is scanned once at start, so matches are listed before the slow timeframes next close.
    for (const series of feed.store.all()) {
      const { source, symbol, timeframe } = series.key;
      if (series.length === 0 || !isListed(source, timeframe)) continue;
      void scanning.onCandleClose({
        source,
        symbol,
        timeframe,
        series,
        candle: series.at(series.length - 1),
      });
    }
    // Receipts of matches the first full scan did not find again left while the server was down.
    void scanning.idle().then(() => index.pruneReceipts());
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await scanning.idle();
    await runner.close();
    await journal.flush();
  });

  const matches = createMatchesService({
    index,
    instrumentOf: (source, symbol) => byId.get(`${source}:${symbol}`),
    assetsOf: (market) => service.assetStats(market),
    users: ctx.users,
    systemPacks,
    now: ctx.now,
    series: () => feed.store.all(),
    seriesOf: (source, symbol, timeframe) => feed.store.get(source, symbol, timeframe),
    instruments: () => feed.instruments(),
  });
  await app.register(matchesRoutes, { matches });
  app.decorate('scanning', scanning);
};
