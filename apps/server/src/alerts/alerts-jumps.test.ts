import type { CandleColumns, SeriesKey } from '@tradescope/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, outboxOf, saveAlertPacks, signUpProUser, startTestApp, type TestApp } from '../../test';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const BTC_3M = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 3 } as SeriesKey;

/** 3-minute candles: quiet closes around 100, then the last candle closes at `last` (a jump when far enough). */
const columnsEndingAt = (last: number): CandleColumns => {
  const closes = [...Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 100 : 100.1)), last];
  const column = (pick: (close: number, i: number) => number) => Float64Array.from(closes, pick);
  return {
    time: column((_, i) => 1_790_000_000 + i * 180),
    open: column((close, i) => (i === 0 ? close : closes[i - 1]!)),
    high: column((close, i) => Math.max(close, i === 0 ? close : closes[i - 1]!) + 0.05),
    low: column((close, i) => Math.min(close, i === 0 ? close : closes[i - 1]!) - 0.05),
    close: column((close) => close),
    volume: column(() => 1),
  };
};

const jumpCandle = async (last: number) => {
  t.app.alerts.onJumpCandle(BTC_3M, () => columnsEndingAt(last));
  await t.app.alerts.idle();
  await t.app.alerts.deliverDue();
};

describe('jump notifications', () => {
  it('mails a jump to users whose jumps switch is on, with a chart link marked jump, and not to others', async () => {
    const on = await signUpProUser(t);
    const off = await signUpProUser(t);
    await saveAlertPacks(t, on, {}, { isEnableJumpsNotification: true });
    await saveAlertPacks(t, off, {}, { isEnableJumpsNotification: false });
    await jumpCandle(103);
    await jumpCandle(103);
    const [row, ...more] = await outboxOf(t, on.userId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ kind: 'jump', channel: 'email', status: 'delivered', pack_name: null });
    const [mail] = mailsTo(t.dataDir, on.email);
    expect(mail).toContain('Jump up');
    expect(mail).toContain(
      '/market/crypto/chart?source=binance-spot&base=btc&quote=usdt&timeframe=3&jump=true',
    );
    expect(await outboxOf(t, off.userId)).toEqual([]);
  });

  it('sends nothing for a quiet candle', async () => {
    const user = await signUpProUser(t);
    await saveAlertPacks(t, user, {}, { isEnableJumpsNotification: true });
    await jumpCandle(100.2);
    expect(await outboxOf(t, user.userId)).toEqual([]);
  });
});
