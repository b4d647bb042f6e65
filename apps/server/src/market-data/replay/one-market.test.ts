import { SOURCES, sourceNamesOf } from '@tradescope/domain';
import { detectJumps, detectPumps } from '@tradescope/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDatabase } from '../../../test/database';
import type { Instrument } from '../../feed';
import { loadReplayCatalog } from './replay-catalog';
import { ReplayFeed } from './replay-feed';

// Thursday 2026-11-26 09:20:00 UTC.
const START_MS = Date.UTC(2026, 10, 26, 9, 20, 0);
const quiet = { warn: () => {}, error: (error: unknown) => console.error(error) };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const clock = { now: START_MS };
const startFeed = async (filter: (instrument: Instrument) => boolean, speed = 1) => {
  clock.now = START_MS;
  const temp = await tempDatabase();
  const db = await temp.open();
  const feed = new ReplayFeed({ db, now: () => clock.now, seed: 3, speed, log: quiet, filter });
  await feed.start();
  cleanups.push(temp.cleanup, async () => {
    await feed.stop();
    await db.destroy();
  });
  return feed;
};

describe('the replay as one market', () => {
  it('lists pairs on every crypto exchange', () => {
    const sources = new Set(loadReplayCatalog().entries.map((entry) => entry.instrument.source));
    expect(sourceNamesOf('crypto').filter((source) => !sources.has(source))).toEqual([]);
  });

  it('quotes a pair within 0.5 % on every exchange at every second of an hour, spot and perpetuals together', async () => {
    const feed = await startFeed((i) => i.base === 'btc' || i.base === 'doge' || i.base === 'atom');
    const bases = new Map<string, Instrument[]>();
    for (const instrument of feed.instruments()) {
      bases.set(instrument.base, [...(bases.get(instrument.base) ?? []), instrument]);
    }
    expect(bases.get('btc')).toHaveLength(12);
    let widest = 0;
    let spotBelowPerp = 0;
    let seconds = 0;
    for (let t = feed.time() + 1, end = feed.time() + 3600; t <= end; t++) {
      feed.advanceTo(t);
      seconds++;
      for (const instruments of bases.values()) {
        const prices = instruments.map((i) => feed.store.price(i.source, i.symbol)!.price);
        widest = Math.max(widest, Math.max(...prices) / Math.min(...prices) - 1);
      }
      const btc = (source: string) => feed.store.price(source, 'BTCUSDT')!.price;
      if (btc('binance-spot') < btc('binance-usdm')) spotBelowPerp++;
    }
    expect(seconds).toBe(3600);
    expect(widest).toBeLessThan(0.005);
    // Not one price copied twelve times: the exchanges differ, the perpetual mostly above spot.
    expect(widest).toBeGreaterThan(0);
    expect(spotBelowPerp / seconds).toBeGreaterThan(0.5);
  }, 60_000);

  it('brings every asset to the same present: BTC at its 2025 level on the 2022 exchange files too', async () => {
    const feed = await startFeed((i) => i.base === 'btc' || i.base === 'atom');
    const btc = feed.store.get('binance-spot', 'BTCUSDT', 1440)!;
    // The newest shipped BTC close is 114,679.3 (Binance USD-M, 2025-10-27), the 2022 Binance spot file's 19,093.
    expect(btc.last()!.close).toBeGreaterThan(60_000);
    expect(btc.at(btc.length - 400).close).toBeGreaterThan(10_000);
    const atom = feed.store.get('binance-spot', 'ATOMUSDT', 60)!;
    expect(atom.last()!.close).toBeGreaterThan(1);
    expect(atom.last()!.close).toBeLessThan(10);
  }, 60_000);

  it('shows a newcomer pumps at once and new jumps within two hours of replay time', async () => {
    const feed = await startFeed((i) => i.source === 'binance-spot', 600);
    const pumping = () =>
      feed
        .instruments()
        .filter((i) =>
          detectPumps(feed.store.get(i.source, i.symbol, 60)!.columns(), 60).some((stats) => stats.isPump),
        );
    expect(pumping().length).toBeGreaterThan(0);
    const started = feed.time();
    const jumpsSince = (from: number) =>
      feed.instruments().flatMap((i) => {
        const series = feed.store.get(i.source, i.symbol, 3)!;
        return detectJumps({ key: series.key, columns: () => series.columns() }).filter(
          (jump) => jump.matchTimestamp >= from,
        );
      });
    // REPLAY_SPEED=600: twelve real seconds are two replay hours.
    for (let step = 0; step < 12; step++) {
      clock.now += 1000;
      feed.step();
    }
    expect(feed.time()).toBe(started + 2 * 3600);
    expect(jumpsSince(started).length).toBeGreaterThan(0);
    expect(pumping().length).toBeGreaterThan(0);
    expect(SOURCES['binance-spot'].timeframes).toContain(3);
  }, 120_000);
});
