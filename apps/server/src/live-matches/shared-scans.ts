import { type ScanMatch, type SeriesKey, xmoonMatches } from '@tradescope/engine';
import type { Database } from '../db';
import { type SeriesChange, seriesChange } from './live-store';
import { fromUpdates, type ScanJob, type ScanRunner } from './scan-job';

// Rows per statement (five parameters a row).
const CHUNK = 500;

/** A closed candle's scan as any scanner of the scale mode runs it: `candleTime` orders a series' scans. */
export type SharedScanJob = ScanJob & { candleTime: number };

/** A scan applied: the series' change, and when each of its current matches was first seen (unix ms). */
export type SharedScanResult = SeriesChange & { receivedAt: Map<string, number> };

const seriesKeyOf = ({ source, symbol, timeframe }: SeriesKey): string => `${source}|${symbol}|${timeframe}`;
const assetKeyOf = ({ source, symbol }: SeriesKey): string => `${source}|${symbol}`;
const parsed = (rows: readonly { match_json: string }[]): ScanMatch[] =>
  rows.map((row) => JSON.parse(row.match_json) as ScanMatch);

/**
 * The scale mode's scanning: the series' live matches live in the database (live_matches), not in one process, so
 * whichever scanner takes a series' next close continues from the set the last one left. A scan is applied in one
 * transaction guarded by the series' last applied close (series_scans): a job run again (its scanner died after
 * committing) or late (an earlier close retried after a later one) changes nothing, so every match is written once.
 */
export const createSharedScans = ({
  db,
  runner,
  now,
}: {
  db: Database;
  runner: ScanRunner;
  now: () => number;
}) => {
  const apply = async (job: SharedScanJob, live: ScanMatch[]): Promise<SharedScanResult | undefined> =>
    db.transaction().execute(async (trx) => {
      const series = seriesKeyOf(job.key);
      const asset = assetKeyOf(job.key);
      const at = now();
      await trx
        .insertInto('series_scans')
        .values({ series, candle_time: -1, scans: 0, scanned_at: at })
        .onConflict((conflict) => conflict.column('series').doNothing())
        .execute();
      // The guard and the series' lock in one statement: a second transaction on the series waits here, then finds
      // the close applied and leaves.
      const claimed = await trx
        .updateTable('series_scans')
        .set((eb) => ({ candle_time: job.candleTime, scans: eb('scans', '+', 1), scanned_at: at }))
        .where('series', '=', series)
        .where('candle_time', '<', job.candleTime)
        .returning('series')
        .executeTakeFirst();
      if (claimed === undefined) return undefined;
      const before = parsed(
        await trx.selectFrom('live_matches').select('match_json').where('series', '=', series).execute(),
      );
      const higher = parsed(
        await trx
          .selectFrom('live_matches')
          .select('match_json')
          .where('asset', '=', asset)
          .where('timeframe', '>', job.key.timeframe)
          .execute(),
      );
      const confluence = xmoonMatches(job.key, live, higher);
      const change = seriesChange(before, confluence.length === 0 ? live : [...live, ...confluence]);
      const removed = change.removed.map((match) => match.id);
      for (let i = 0; i < removed.length; i += CHUNK) {
        const ids = removed.slice(i, i + CHUNK);
        await trx.deleteFrom('live_matches').where('id', 'in', ids).execute();
        await trx.deleteFrom('match_receipts').where('id', 'in', ids).execute();
      }
      for (let i = 0; i < change.current.length; i += CHUNK)
        await trx
          .insertInto('live_matches')
          .values(
            change.current.slice(i, i + CHUNK).map((match) => ({
              id: match.id,
              series,
              asset,
              timeframe: job.key.timeframe,
              match_json: JSON.stringify(match),
            })),
          )
          .onConflict((conflict) =>
            conflict.column('id').doUpdateSet((eb) => ({ match_json: eb.ref('excluded.match_json') })),
          )
          .execute();
      // A match first seen now gets its receipt (its receiveDate); one seen again after it left gets a new one.
      for (let i = 0; i < change.added.length; i += CHUNK)
        await trx
          .insertInto('match_receipts')
          .values(change.added.slice(i, i + CHUNK).map((match) => ({ id: match.id, received_at: at })))
          .onConflict((conflict) =>
            conflict.column('id').doUpdateSet((eb) => ({ received_at: eb.ref('excluded.received_at') })),
          )
          .execute();
      // The receipts of matches listed before: alert packs saved after a match was first seen do not take it.
      const receivedAt = new Map(change.added.map((match) => [match.id, at]));
      const kept = change.current.filter((match) => !receivedAt.has(match.id)).map((match) => match.id);
      for (let i = 0; i < kept.length; i += CHUNK)
        for (const row of await trx
          .selectFrom('match_receipts')
          .select(['id', 'received_at'])
          .where('id', 'in', kept.slice(i, i + CHUNK))
          .execute())
          receivedAt.set(row.id, Number(row.received_at));
      return { ...change, receivedAt };
    });

  return {
    /**
     * Scans a close and applies it; answers the series' change, or `undefined` when this close (or a later one) was
     * applied already.
     */
    scan: async (job: SharedScanJob): Promise<SharedScanResult | undefined> => {
      // The job names no held matches, so every match comes back whole.
      const { live } = await runner.scan(job);
      return apply(job, fromUpdates(live, []));
    },
    close: (): Promise<void> => runner.close(),
  };
};

export type SharedScans = ReturnType<typeof createSharedScans>;
