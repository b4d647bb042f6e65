import type { ChartOscillator } from '@tradescope/domain';
import { catalog, signalsOf, strategyByKey, strategyDetectorById } from '@tradescope/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../../../test';

let test: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  test = await startTestApp({ MARKET_DATA: 'replay' });
  headers = (await signUpUser(test.app)).headers;
}, 60_000);

afterAll(() => test.close());

const oscillator = async (payload: Record<string, unknown>) => {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/v1/data/oscillator',
    headers,
    payload,
  });
  return {
    status: response.statusCode,
    body: response.json() as { data: ChartOscillator | null; message?: string },
  };
};

const idOf = (key: string) => strategyByKey.get(key)!.id;

describe('the chart oscillator', () => {
  it("answers an RSI divergence with RSI 14 on the chart's bars, its readings o1 and o2 on the line", async () => {
    const strategy = strategyDetectorById.get(idOf('divergence.rsi.regular.bullish'))!;
    const columns = test.app.marketData.feed.store.get('binance-spot', 'BTCUSDT', 240)!.columns();
    const [signal] = signalsOf(strategy, columns).slice(-1);
    expect(signal).toBeDefined();
    const { o1, o2 } = signal!.chartData as Record<string, { date: number; value: number }>;
    const start = o1!.date - 100 * 14_400;
    const end = test.app.marketData.feed.time();
    const { status, body } = await oscillator({
      source: 'binance-spot',
      symbol: 'BTCUSDT',
      interval: 240,
      start,
      end,
      strategyId: strategy.id,
    });
    expect(status).toBe(200);
    const answer = body.data!;
    expect(answer.title).toBe('RSI 14');
    expect(answer.levels).toEqual([30, 70]);
    const [rsi] = answer.lines;
    expect(rsi?.name).toBe('rsi');
    const points = new Map(rsi!.points);
    expect(rsi!.points[0]![0]).toBeGreaterThanOrEqual(start);
    expect(rsi!.points.every(([time, value]) => time < end && value >= 0 && value <= 100)).toBe(true);
    expect(points.get(o1!.date)).toBeCloseTo(o1!.value, 9);
    expect(points.get(o2!.date)).toBeCloseTo(o2!.value, 9);
  });

  it('draws MACD as its histogram first (what a MACD divergence compares) with both lines, and a stochastic with %K and %D', async () => {
    const request = { source: 'binance-spot', symbol: 'BTCUSDT', interval: 240, start: 0, end: 2e9 };
    const macd = await oscillator({
      ...request,
      strategyId: idOf('divergence.macd-histogram.regular.bearish'),
    });
    expect(macd.body.data?.lines.map((line) => [line.name, line.style])).toEqual([
      ['histogram', 'histogram'],
      ['macd', 'line'],
      ['signal', 'line'],
    ]);
    const stochastic = catalog.find((entry) => entry.category === 'stochastic')!;
    const stoch = await oscillator({ ...request, strategyId: stochastic.id });
    expect(stoch.body.data?.lines.map((line) => line.name)).toEqual(['k', 'd']);
    expect(stoch.body.data?.levels).toEqual([20, 80]);
  });

  it('has no oscillator for a candlestick pattern, an unknown strategy, pair or unlisted timeframe', async () => {
    const candlestick = catalog.find((entry) => entry.group === 'candlestick')!;
    const base = { source: 'binance-spot', symbol: 'BTCUSDT', interval: 240, start: 0, end: 2e9 };
    const rsi = idOf('divergence.rsi.regular.bullish');
    for (const change of [
      { strategyId: candlestick.id },
      { strategyId: 999_999 },
      { strategyId: rsi, symbol: 'NOPE' },
      { strategyId: rsi, interval: 1 },
    ]) {
      expect(await oscillator({ ...base, ...change })).toEqual({
        status: 200,
        body: { status: 'success', data: null },
      });
    }
  });

  it('refuses a malformed request as bad input', async () => {
    const base = {
      source: 'binance-spot',
      symbol: 'BTCUSDT',
      interval: 240,
      start: 0,
      end: 1,
      strategyId: 1,
    };
    for (const change of [{ interval: 7 }, { start: -5 }, { strategyId: 'rsi' }, { symbol: '' }]) {
      const { status, body } = await oscillator({ ...base, ...change });
      expect(status).toBe(400);
      expect(body.message).toBeTypeOf('string');
    }
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/v1/data/oscillator',
      payload: base,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
