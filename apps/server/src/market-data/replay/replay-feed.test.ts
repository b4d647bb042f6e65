import { aggregateCandles, type Candle, candleAt, columnsFromCandles } from '@tradescope/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDatabase } from '../../../test/database';
import type { Database } from '../../db';
import { type CandleCloseEvent, type Instrument, isSessionOpen } from '../../feed';
import { ReplayFeed } from './replay-feed';

// Wednesday 2026-11-25 22:30:15 UTC.
const START_MS = Date.UTC(2026, 10, 25, 22, 30, 15);
const HOUR = 3600;
const quiet = { warn: () => {}, error: (error: unknown) => console.error(error) };
const PICK = new Set(['binance-spot:BTCUSDT', 'bybit-futures:ETHUSDT', 'oanda:EURUSD', 'lite-finance:AAPL']);
const picked = (instrument: Instrument) => PICK.has(instrument.id);

type Started = { feed: ReplayFeed; db: Database; clock: { now: number } };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const database = async () => {
  const temp = await tempDatabase();
  cleanups.push(temp.cleanup);
  return temp;
};

const startFeed = async (
  open: () => Promise<Database>,
  options: { seed?: number; at?: number; speed?: number; filter?: (i: Instrument) => boolean } = {},
): Promise<Started> => {
  const db = await open();
  const clock = { now: options.at ?? START_MS };
  const feed = new ReplayFeed({
    db,
    now: () => clock.now,
    seed: options.seed ?? 7,
    speed: options.speed ?? 1,
    log: quiet,
    filter: options.filter ?? picked,
  });
  await feed.start();
  const stop = async () => {
    await feed.stop();
    await db.destroy();
  };
  let stopped = false;
  cleanups.push(async () => {
    if (!stopped) await stop();
  });
  return {
    feed,
    db,
    clock,
    ...{
      stop: async () => {
        stopped = true;
        await stop();
      },
    },
  };
};

const windowsOf = (feed: ReplayFeed) =>
  feed
    .instruments()
    .flatMap((instrument) =>
      [1, 3, 5, 15, 30, 60, 120, 240, 720, 1440, 10080].map((timeframe) => {
        const series = feed.store.get(instrument.source, instrument.symbol, timeframe);
        if (series === undefined) return undefined;
        const columns = series.columns();
        return {
          key: `${instrument.id}:${timeframe}`,
          candles: Array.from(columns.time, (_, i) => candleAt(columns, i)),
        };
      }),
    )
    .filter((entry) => entry !== undefined);

describe('replay feed', () => {
  it('closes candles on every timeframe each source lists, each the aggregate of the base candles under it', async () => {
    const { open } = await database();
    const { feed } = await startFeed(open);
    const closes: CandleCloseEvent[] = [];
    const base = new Map<string, Candle[]>();
    let lastMatches = true;
    feed.events.on('candle-close', (event) => {
      closes.push(event);
      lastMatches &&=
        event.series.last() === undefined ? false : event.series.last()!.time === event.candle.time;
    });
    const baseOf = (instrument: Instrument) => (instrument.source === 'bybit-futures' ? 5 : 1);
    // Eight days in ten-hour steps: every timeframe up to the week closes, and no step outruns a base window.
    for (let step = 0; step < (8 * 24) / 10 + 1; step++) {
      feed.advanceTo(feed.time() + 10 * HOUR);
      for (const instrument of feed.instruments()) {
        const series = feed.store.get(instrument.source, instrument.symbol, baseOf(instrument))!;
        const seen = base.get(instrument.id) ?? [];
        const last = seen.at(-1)?.time ?? feed.status().replay!.anchor - 1;
        for (let i = 0; i < series.length; i++) if (series.at(i).time > last) seen.push(series.at(i));
        base.set(instrument.id, seen);
      }
    }
    expect(lastMatches).toBe(true);
    for (const instrument of feed.instruments()) {
      const listed =
        instrument.source === 'binance-spot' ? [3, 5, 15, 30, 60, 120, 240, 720, 1440, 10080] : [];
      const ownCloses = closes.filter(
        (c) => c.source === instrument.source && c.symbol === instrument.symbol,
      );
      for (const timeframe of listed)
        expect(
          ownCloses.some((c) => c.timeframe === timeframe),
          `${timeframe}`,
        ).toBe(true);
      const baseCandles = base.get(instrument.id)!;
      const firstBase = baseCandles[0]!.time;
      for (const close of ownCloses) {
        if (close.timeframe === baseOf(instrument) || close.candle.time < firstBase) continue;
        const end = close.candle.time + close.timeframe * 60;
        const under = baseCandles.filter((c) => c.time >= close.candle.time && c.time < end);
        const { candles } = aggregateCandles(columnsFromCandles(under), baseOf(instrument), close.timeframe);
        const expected = candleAt(candles, 0);
        expect({ ...close.candle, volume: 0 }).toEqual({ ...expected, volume: 0 });
        expect(close.candle.volume).toBeCloseTo(expected.volume, 6);
      }
      if (instrument.source !== 'binance-spot' && instrument.source !== 'bybit-futures') {
        const outside = baseCandles.filter((candle) => !isSessionOpen(instrument.session, candle.time));
        expect(outside).toEqual([]);
      }
    }
  }, 60_000);

  it('ticks the price every second inside the session and lands on the close of each base candle', async () => {
    const { open } = await database();
    const { feed } = await startFeed(open, { filter: (i) => i.id === 'binance-spot:BTCUSDT' });
    const ticks: number[] = [];
    feed.events.on('price', (tick) => ticks.push(tick.price));
    const from = feed.time();
    const minuteEnd = Math.ceil((from + 1) / 60) * 60;
    for (let t = from + 1; t <= minuteEnd; t++) feed.advanceTo(t);
    expect(ticks.length).toBe(minuteEnd - from);
    expect(new Set(ticks).size).toBeGreaterThan(1);
    const closed = feed.store.get('binance-spot', 'BTCUSDT', 1)!.last()!;
    expect(closed.time).toBe(minuteEnd - 60);
    expect(ticks.at(-1)).toBe(closed.close);
    const forming = feed.forming('binance-spot', 'BTCUSDT', 240)!;
    expect(forming.close).toBe(closed.close);
    expect(forming.high).toBeGreaterThanOrEqual(Math.max(...ticks.slice(0, -1)));
  });

  it('runs the replay clock REPLAY_SPEED times faster than the app clock', async () => {
    const { open } = await database();
    const { feed, clock } = await startFeed(open, { speed: 600, filter: (i) => i.id === 'oanda:EURUSD' });
    const start = feed.time();
    clock.now += 1000;
    feed.step();
    expect(feed.time()).toBe(start + 600);
    expect(feed.store.get('oanda', 'EURUSD', 5)!.last()!.time).toBe(
      Math.floor((start + 600) / 300) * 300 - 300,
    );
  });

  it('replays identical candles for the same seed and clock, and other ones for another seed', async () => {
    const one = await startFeed((await database()).open);
    const two = await startFeed((await database()).open);
    const other = await startFeed((await database()).open, { seed: 8 });
    for (const { feed } of [one, two, other]) feed.advanceTo(feed.time() + 30 * HOUR);
    expect(windowsOf(two.feed)).toEqual(windowsOf(one.feed));
    const btc = (feed: ReplayFeed) => feed.store.get('binance-spot', 'BTCUSDT', 5)!.last();
    expect(btc(other.feed)).not.toEqual(btc(one.feed));
  }, 60_000);

  it('resumes after a restart without a missing or a duplicated candle', async () => {
    const temp = await database();
    const first = await startFeed(temp.open);
    first.feed.advanceTo(first.feed.time() + 3 * HOUR);
    const stoppedAt = first.feed.time();
    await (first as unknown as { stop: () => Promise<void> }).stop();

    // Two hours later the server comes back; an uninterrupted twin runs beside it for comparison.
    const laterMs = (stoppedAt + 2 * HOUR) * 1000;
    const resumed = await startFeed(temp.open, { at: laterMs });
    const twin = await startFeed((await database()).open);
    twin.feed.advanceTo(stoppedAt + 2 * HOUR);
    expect(resumed.feed.time()).toBe(twin.feed.time());
    expect(windowsOf(resumed.feed)).toEqual(windowsOf(twin.feed));

    await resumed.feed.flush();
    const rows = await resumed.db
      .selectFrom('candles')
      .select(['source', 'symbol', 'timeframe', 'time'])
      .where('source', '=', 'oanda')
      .where('timeframe', '=', 1)
      .orderBy('time')
      .execute();
    const times = rows.map((row) => Number(row.time));
    expect(new Set(times).size).toBe(times.length);
    const gaps = times.filter((time, i) => i > 0 && time - times[i - 1]! !== 60);
    expect(gaps).toEqual([]);
    expect(times.at(-1)).toBe(Math.floor((stoppedAt + 2 * HOUR) / 60) * 60 - 60);
  }, 60_000);
});
