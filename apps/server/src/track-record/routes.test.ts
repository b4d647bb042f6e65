import {
  FORWARD_HORIZONS,
  MIN_TRACK_SAMPLE,
  type StrategyRecord,
  strategyStatsSchema,
  successEnvelopeSchema,
  unixSeconds,
} from '@tradescope/domain';
import type { SeriesKey } from '@tradescope/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp, testBacktest } from '../../test';

const answerSchema = successEnvelopeSchema(strategyStatsSchema);

describe('GET {market}/strategies/stats without a feed', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await startTestApp({ TRACK_RECORD: 'on' });
    headers = (await signUpUser(t.app)).headers;
  });
  afterAll(() => t?.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  it('is idle, with nothing measured, when there is no market data', async () => {
    const res = await get('/crypto/strategies/stats');
    expect(res.statusCode).toBe(200);
    expect(answerSchema.parse(res.json()).data).toEqual({
      state: 'idle',
      computedAt: null,
      from: null,
      to: null,
      records: [],
    });
  });

  it('asks for a signed-in user, as the other market routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/crypto/strategies/stats' });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['strategy=abc', 'market.stats-strategy-invalid'],
    ['strategy=-3', 'market.stats-strategy-invalid'],
    ['strategy=1.5', 'market.stats-strategy-invalid'],
    ['timeframe=7', 'market.stats-timeframe-invalid'],
    ['timeframe=4h', 'market.stats-timeframe-invalid'],
    ['source=oanda', 'market.stats-source-invalid'],
    ['source=nowhere', 'market.stats-source-invalid'],
    ['base=%24%24', 'market.stats-base-invalid'],
    [`base=${'x'.repeat(40)}`, 'market.stats-base-invalid'],
  ])('answers ?%s with 400 %s', async (query, key) => {
    const res = await get(`/crypto/strategies/stats?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: key });
  });

  it('takes a source of the market it is asked about', async () => {
    expect((await get('/currencies/strategies/stats?source=oanda')).statusCode).toBe(200);
    expect((await get('/unknown/strategies/stats')).statusCode).toBe(404);
  });
});

// A few of the replay's series (the whole replay costs a minute of CPU inline; the built server measures it on a worker).
const MEASURED = new Set([
  ...['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT', 'BNBUSDT', 'ADAUSDT'].map(
    (symbol) => `binance-spot|${symbol}|240`,
  ),
  'binance-spot|BTCUSDT|60',
  'bybit-futures|BTCUSDT|240',
  'oanda|EURUSD|1440',
  'lite-finance|AAPL|60',
]);

describe('GET {market}/strategies/stats over the replay', () => {
  let t: TestApp;
  let headers: { authorization: string };
  const backtest = testBacktest(({ source, symbol, timeframe }) =>
    MEASURED.has(`${source}|${symbol}|${timeframe}`),
  );
  beforeAll(async () => {
    t = await startTestApp({ MARKET_DATA: 'replay', TRACK_RECORD: 'on' }, { backtest: backtest.runner });
    headers = (await signUpUser(t.app)).headers;
    await t.app.trackRecord.idle();
  }, 120_000);
  afterAll(() => t?.close());
  const stats = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
    expect(res.statusCode).toBe(200);
    return answerSchema.parse(res.json()).data;
  };

  it('serves every strategy of the market and timeframe over every source, with rates only above the sample threshold', async () => {
    const answer = await stats('/crypto/strategies/stats?timeframe=240');
    expect(answer.state).toBe('ready');
    expect(answer.computedAt).toBe(t.clock.now);
    expect(answer.from).toBeLessThan(answer.to!);
    expect(answer.records.length).toBeGreaterThan(100);
    for (const row of answer.records) {
      expect(row).toMatchObject({ market: 'crypto', timeframe: 240, source: null, base: null });
      const { record, baseline, edge } = row;
      expect(record.wins + record.losses + record.expired).toBe(record.sample);
      expect(record.winRate === null).toBe(record.sample < MIN_TRACK_SAMPLE);
      expect(edge === null).toBe(record.winRate === null || baseline.winRate === null);
      if (edge !== null) expect(edge.value).toBeCloseTo(record.winRate! - baseline.winRate!, 12);
      expect(record.forward.map((forward) => forward.horizon)).toEqual([...FORWARD_HORIZONS]);
      // A list of every strategy carries no histograms: only a page about one strategy draws them.
      expect(record.forward.every((forward) => forward.histogram === undefined)).toBe(true);
    }
    // The replay's history holds enough signals for real rates, and a baseline of many more entries.
    const measured = answer.records.filter((row) => row.edge !== null);
    expect(measured.length).toBeGreaterThan(20);
    for (const row of measured) expect(row.baseline.sample).toBeGreaterThan(row.record.sample);
  });

  it('narrows to one strategy (with the histograms), one source, or one asset', async () => {
    const all = await stats('/crypto/strategies/stats');
    const busiest = all.records.reduce((a, b) => (b.record.sample > a.record.sample ? b : a));
    const one = await stats(
      `/crypto/strategies/stats?strategy=${busiest.strategyId}&timeframe=${busiest.timeframe}`,
    );
    expect(one.records).toHaveLength(1);
    const histogram = one.records[0]!.record.forward[0]!.histogram!;
    expect(histogram.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(
      one.records[0]!.record.forward[0]!.sample,
    );

    const bySource = await stats(
      `/crypto/strategies/stats?strategy=${busiest.strategyId}&source=binance-spot`,
    );
    expect(bySource.records.length).toBeGreaterThan(0);
    expect(
      bySource.records.every((row: StrategyRecord) => row.source === 'binance-spot' && row.base === null),
    ).toBe(true);

    const byAsset = await stats(`/crypto/strategies/stats?base=BTC&strategy=${busiest.strategyId}`);
    expect(byAsset.records.every((row) => row.base === 'btc' && row.record.sample >= MIN_TRACK_SAMPLE)).toBe(
      true,
    );
  });

  it('answers another market with its own rows only', async () => {
    const answer = await stats('/currencies/strategies/stats');
    expect(answer.records.length).toBeGreaterThan(0);
    expect(answer.records.every((row) => row.market === 'currencies')).toBe(true);
  });

  it('stores the run, and a restart serves it while it measures again', async () => {
    const before = await stats('/stock/strategies/stats');
    expect(before.records.length).toBeGreaterThan(0);
    const stored = await t.db
      .selectFrom('strategy_stats')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(stored!.n)).toBeGreaterThan(1000);
    backtest.hold();
    try {
      await t.restart();
      headers = (await signUpUser(t.app)).headers;
      const during = await stats('/stock/strategies/stats');
      expect(during).toMatchObject({ state: 'computing', computedAt: before.computedAt });
      expect(during.records).toEqual(before.records);
    } finally {
      backtest.release();
    }
    await t.app.trackRecord.idle();
    expect((await stats('/stock/strategies/stats')).state).toBe('ready');
  }, 120_000);

  it('measures again, off the request path, the series whose candles closed', async () => {
    const url = '/crypto/strategies/stats?source=binance-spot&timeframe=60';
    const before = await stats(url);
    // Four 1-hour closes of BTCUSDT as the feed publishes them, each ending whatever matches reached their validity.
    const { feed } = t.app.marketData;
    const key = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 60 } as SeriesKey;
    for (let k = 0; k < 4; k++) {
      const last = feed.store.get(key.source, key.symbol, key.timeframe)!.last()!;
      const close = last.close * (k % 2 === 0 ? 1.01 : 0.995);
      const time = unixSeconds(last.time + 3600);
      const candle = { ...last, time, open: last.close, high: close * 1.002, low: last.close * 0.998, close };
      const series = feed.store.append(key, candle)!;
      feed.events.emit('candle-close', { ...key, candle, series });
    }
    await t.app.liveMatches.idle();
    await t.app.trackRecord.idle({ upkeep: true });
    const after = await stats(url);
    expect(after.to).toBeGreaterThan(before.to!);
    expect(after.records).not.toEqual(before.records);
    expect(after.computedAt).toBe(before.computedAt);
  }, 120_000);
});
