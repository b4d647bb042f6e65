import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CRYPTO_FOLDERS, REPLAY_FOLDERS } from '../catalog/replay-instruments';
import { findReplayDataDir, loadShippedSymbol, shippedSymbols } from './replay-files';

const dataDir = findReplayDataDir();
const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace(':00.000Z', 'Z');

/** The per-file provenance tables of SOURCES.md: folder/file -> rows, first bar, last bar. */
const documented = (): Map<string, { rows: number; first: string; last: string }> => {
  const table = new Map<string, { rows: number; first: string; last: string }>();
  let folder = '';
  for (const line of readFileSync(path.join(dataDir, 'SOURCES.md'), 'utf8').split('\n')) {
    const heading = /^### (.+)\/$/.exec(line);
    if (heading !== null) folder = heading[1]!;
    const row = /^\| ([A-Z0-9]+_\d+)\.csv\s*\| (\d+)\s*\| (\S+)\s*\| (\S+)\s*\|/.exec(line);
    if (row !== null)
      table.set(`${folder}/${row[1]}`, { rows: Number(row[2]), first: row[3]!, last: row[4]! });
  }
  return table;
};

describe('shipped replay data', () => {
  it('holds every file SOURCES.md documents for the replayed folders, with its rows and first and last bars', () => {
    const table = documented();
    let files = 0;
    for (const folder of [...CRYPTO_FOLDERS, ...REPLAY_FOLDERS.map((f) => f.folder)]) {
      for (const symbol of shippedSymbols(dataDir, folder)) {
        for (const series of loadShippedSymbol(dataDir, folder, symbol).series) {
          const { time } = series.candles;
          const expected = table.get(`${folder}/${symbol}_${series.timeframe}`);
          expect(expected, `${folder}/${symbol}_${series.timeframe}`).toBeDefined();
          expect({ rows: time.length, first: iso(time[0]!), last: iso(time[time.length - 1]!) }).toEqual(
            expected,
          );
          files++;
        }
      }
    }
    expect(files).toBe([...table.keys()].filter((key) => !key.includes('oanda-archive')).length);
  });

  it('decodes the exact decimals of the source CSV', () => {
    // The first row of crypto/BTCUSDT_60.csv and of forex/AUDUSD_60.csv (7 decimals).
    const btc = loadShippedSymbol(dataDir, 'crypto', 'BTCUSDT').series.find(
      (s) => s.timeframe === 60,
    )!.candles;
    expect([btc.time[0], btc.open[0], btc.high[0], btc.low[0], btc.close[0], btc.volume[0]]).toEqual([
      1654686000, 30382.79, 30510.01, 30340.72, 30410.85, 1599.65981,
    ]);
    const aud = loadShippedSymbol(dataDir, 'forex', 'AUDUSD').series[0]!;
    expect(aud.priceDecimals).toBe(7);
    expect(aud.candles.close.every((close) => Math.round(close * 1e7) / 1e7 === close)).toBe(true);
  });

  it('decodes valid candles: ascending times, high and low around open and close, positive prices', () => {
    for (const folder of [...CRYPTO_FOLDERS, ...REPLAY_FOLDERS.map((f) => f.folder)]) {
      for (const symbol of shippedSymbols(dataDir, folder)) {
        for (const { candles, timeframe } of loadShippedSymbol(dataDir, folder, symbol).series) {
          const bad = Array.from(candles.time, (_, i) => i).filter(
            (i) =>
              (i > 0 && !(candles.time[i]! > candles.time[i - 1]!)) ||
              candles.high[i]! < Math.max(candles.open[i]!, candles.close[i]!) ||
              candles.low[i]! > Math.min(candles.open[i]!, candles.close[i]!) ||
              !(candles.low[i]! > 0) ||
              candles.volume[i]! < 0,
          );
          expect(bad, `${folder}/${symbol}_${timeframe}`).toEqual([]);
        }
      }
    }
  });
});
