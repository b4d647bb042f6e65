// Copies real candles from /work/shared/data/ohlcv (see its SOURCES.md: Binance spot klines via
// freqtrade, djienne/3EMA_SRSI_ATR@29af186) into compact columnar JSON fixtures. Run once:
//   node packages/engine/bench/oracle/make-candle-fixtures.mjs [path/to/ohlcv]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const engineSrc = join(here, '..', '..', 'src');
const dataDir = process.argv[2] ?? '/work/shared/data/ohlcv';

const readCsv = (file) => {
  const [header, ...rows] = readFileSync(join(dataDir, file), 'utf8').trim().split('\n');
  if (header !== 'time,open,high,low,close,volume') throw new Error(`unexpected header in ${file}`);
  return rows.map((row) => row.split(',').map(Number));
};

const toColumns = (rows, meta) => ({
  ...meta,
  time: rows.map((r) => r[0]),
  open: rows.map((r) => r[1]),
  high: rows.map((r) => r[2]),
  low: rows.map((r) => r[3]),
  close: rows.map((r) => r[4]),
  volume: rows.map((r) => r[5]),
});

const write = (path, value) => {
  writeFileSync(path, `${JSON.stringify(value)}\n`);
  process.stdout.write(`wrote ${path}\n`);
};

const provenance = 'Binance spot klines, /work/shared/data/ohlcv/crypto (djienne/3EMA_SRSI_ATR@29af186)';
const h4 = readCsv('crypto/BTCUSDT_240.csv').slice(-500);
const h1 = readCsv('crypto/BTCUSDT_60.csv').slice(-480);
const firstH4 = h4[0][0];
const d1 = readCsv('crypto/BTCUSDT_1440.csv').filter((r) => r[0] >= firstH4);

const meta = (timeframe) => ({ source: 'binance-spot', symbol: 'BTCUSDT', timeframe, provenance });
write(join(engineSrc, '..', 'test', 'fixtures', 'btcusdt-240.json'), toColumns(h4, meta(240)));
write(join(engineSrc, '..', 'test', 'fixtures', 'btcusdt-60.json'), toColumns(h1, meta(60)));
write(join(engineSrc, 'series', 'fixtures', 'btcusdt-1440.json'), toColumns(d1, meta(1440)));
