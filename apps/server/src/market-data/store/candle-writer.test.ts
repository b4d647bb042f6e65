import { setTimeout } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CandleWriter } from './candle-writer';
import type { CandleRow, CandlesRepo } from './candles-repo';

const row = (time: number): CandleRow => ({
  source: 'binance-spot',
  symbol: 'BTCUSDT',
  timeframe: 60,
  time,
  open: 1,
  high: 2,
  low: 0.5,
  close: 1.5,
  volume: 10,
});

/** A repo that records what reaches it, in order. */
const recordingRepo = () => {
  const written: string[] = [];
  const repo = {
    insertMany: async (rows: readonly CandleRow[]) =>
      void written.push(`insert ${rows.map((r) => r.time).join(',')}`),
    deleteBefore: async (_source: string, _symbol: string, _timeframe: number, time: number) =>
      void written.push(`prune <${time}`),
  } as unknown as CandlesRepo;
  return { repo, written };
};

describe('CandleWriter', () => {
  it('writes the closes of one step in one go, in order, then the prunes', async () => {
    const { repo, written } = recordingRepo();
    const writer = new CandleWriter(repo, (error) => {
      throw error;
    });
    writer.write([row(60)]);
    writer.write([row(120), row(180)]);
    writer.prune('binance-spot', 'BTCUSDT', 60, 60);
    await writer.flush();
    expect(written).toEqual(['insert 60,120,180', 'prune <60']);
  });

  it('holds its writes while the scanner is busy, and writes them once it is not', async () => {
    const { repo, written } = recordingRepo();
    const writer = new CandleWriter(repo, (error) => {
      throw error;
    });
    let busy = true;
    writer.holdWhile(() => busy);
    writer.write([row(60)]);
    await setTimeout(250);
    expect(written).toEqual([]);
    expect(writer.pending).toBe(1);
    busy = false;
    await writer.flush();
    expect(written).toEqual(['insert 60']);
  });

  it('never holds a write longer than its limit, however long the scanner stays busy', async () => {
    const { repo, written } = recordingRepo();
    const writer = new CandleWriter(repo, () => {}, { maxHoldMs: 300 });
    writer.holdWhile(() => true);
    const started = Date.now();
    writer.write([row(60)]);
    await writer.flush();
    expect(written).toEqual(['insert 60']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});
