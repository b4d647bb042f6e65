import type { Candle, UnixSeconds } from '@tradescope/engine';
import { sql } from 'kysely';
import type { CandlesTable, Database } from '../../db';

export type CandleRow = CandlesTable;

// 9 columns × 500 rows stays far below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters.
const INSERT_CHUNK = 500;

export const candleRow = (source: string, symbol: string, timeframe: number, candle: Candle): CandleRow => ({
  source,
  symbol,
  timeframe,
  time: candle.time,
  open: candle.open,
  high: candle.high,
  low: candle.low,
  close: candle.close,
  volume: candle.volume,
});

export const candleOfRow = (row: CandleRow): Candle => ({
  time: row.time as UnixSeconds,
  open: row.open,
  high: row.high,
  low: row.low,
  close: row.close,
  volume: row.volume,
});

/** Queries on the candles table. */
export const createCandlesRepo = (db: Database) => ({
  /** Writes closed candles in one transaction; a candle already stored is kept (a close is final). */
  insertMany: async (rows: readonly CandleRow[]): Promise<void> => {
    if (rows.length === 0) return;
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await trx
          .insertInto('candles')
          .values(rows.slice(i, i + INSERT_CHUNK))
          .onConflict((conflict) => conflict.columns(['source', 'symbol', 'timeframe', 'time']).doNothing())
          .execute();
      }
    });
  },

  /**
   * The newest `perSeries` candles of every series that closed after `since` (a daily candle opening before it but
   * closing after it counts), oldest first per series.
   */
  recent: async (since: number, perSeries: number): Promise<CandleRow[]> => {
    const rows = await db
      .selectFrom((eb) =>
        eb
          .selectFrom('candles')
          .selectAll()
          .select(
            sql<number>`row_number() over (partition by source, symbol, timeframe order by time desc)`.as(
              'rank',
            ),
          )
          .where(sql<boolean>`time + timeframe * 60 > ${since}`)
          .as('ranked'),
      )
      .select(['source', 'symbol', 'timeframe', 'time', 'open', 'high', 'low', 'close', 'volume'])
      .where('rank', '<=', perSeries)
      .orderBy('source')
      .orderBy('symbol')
      .orderBy('timeframe')
      .orderBy('time')
      .execute();
    return rows.map((row) => ({ ...row, time: Number(row.time), timeframe: Number(row.timeframe) }));
  },

  /** Drops what fell out of a series' window: the rows older than the oldest candle still in memory. */
  deleteBefore: async (source: string, symbol: string, timeframe: number, time: number): Promise<void> => {
    await db
      .deleteFrom('candles')
      .where('source', '=', source)
      .where('symbol', '=', symbol)
      .where('timeframe', '=', timeframe)
      .where('time', '<', time)
      .execute();
  },

  deleteSources: async (sources: readonly string[]): Promise<void> => {
    if (sources.length > 0) await db.deleteFrom('candles').where('source', 'in', sources).execute();
  },
});

export type CandlesRepo = ReturnType<typeof createCandlesRepo>;
