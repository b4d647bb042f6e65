import { type Database, databaseSizeBytes } from '../db';
import type { MarketFeed } from '../feed';

export type HealthSources = {
  feed: MarketFeed;
  scanStats: () => { scans: number; liveMatches: number; queued: number };
  db: Database;
  postgres: boolean;
  now: () => number;
};

/** Alerts still to send: waiting for their first try or for a retry. */
const BACKLOG = ['pending', 'retrying'] as const;

/** Per source: how many series it feeds and how long ago its latest candle closed (the feed's lag). */
const sourcesOf = (feed: MarketFeed, nowS: number) => {
  const bySource = new Map<string, { series: number; lastClose: number | null }>();
  for (const series of feed.store.all()) {
    const { source, timeframe } = series.key;
    const entry = bySource.get(source) ?? { series: 0, lastClose: null };
    entry.series += 1;
    if (series.length > 0) {
      const close = series.at(series.length - 1).time + timeframe * 60;
      entry.lastClose = Math.max(entry.lastClose ?? close, close);
    }
    bySource.set(source, entry);
  }
  return [...bySource.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([source, { series, lastClose }]) => ({
      source,
      series,
      lastClose,
      lagS: lastClose === null ? null : Math.max(0, nowS - lastClose),
    }));
};

/** GET admin/health: the feed and its sources, the scanner's queue, the counts, the alert backlog and the database. */
export const systemHealth = async ({ feed, scanStats, db, postgres, now }: HealthSources) => {
  const status = feed.status();
  const stats = scanStats();
  const [outbox, receipts, sizeBytes] = await Promise.all([
    db
      .selectFrom('alert_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', 'in', BACKLOG)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('match_receipts')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
    databaseSizeBytes(db, postgres),
  ]);
  return {
    feed: {
      mode: status.mode,
      running: status.running,
      time: status.time,
      instruments: status.instruments,
      pendingWrites: status.pendingWrites,
    },
    sources: sourcesOf(feed, Math.floor(now() / 1000)),
    scans: { queued: stats.queued, done: stats.scans },
    counts: {
      series: status.series,
      liveMatches: stats.liveMatches,
      matchesSeen: Number(receipts.count),
    },
    outboxBacklog: Number(outbox.count),
    databaseBytes: sizeBytes,
  };
};
