// Converts the OHLCV fixture CSVs (shared/data/ohlcv, provenance in SOURCES.md) into the compact files the
// replay feed loads: one binary file per symbol holding every timeframe of it. Parsing the 410,000 CSV rows
// took ~450 ms on the 2-core dev box, and gunzipping them ~100 ms; reading and decoding these takes ~25 ms
// (README.md). Git compresses the files in its own store, so leaving them unzipped costs the clone nothing.
//
//   node apps/server/replay-data/convert.mjs /work/shared/data/ohlcv
//
// Every value is checked to decode back to exactly the number the CSV text parses to.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FOLDERS = [
  'crypto',
  'crypto-binance-usdm',
  'crypto-bybit-linear',
  'forex',
  'commodities',
  'indices',
  'stocks',
];
const MAGIC = 'TSRD';
const VERSION = 1;
const HEADER = 'time,open,high,low,close,volume';

const here = path.dirname(fileURLToPath(import.meta.url));
const sourceRoot = process.argv[2];
if (sourceRoot === undefined) {
  console.error('usage: node convert.mjs <path to shared/data/ohlcv>');
  process.exit(1);
}

const decimalsOf = (text) => (text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);
const pad8 = (length) => (8 - (length % 8)) % 8;

const readCsv = (file) => {
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  if (lines[0] !== HEADER) throw new Error(`${file}: unexpected header ${lines[0]}`);
  return lines.slice(1).map((line) => line.split(','));
};

/** Scaled integers, delta-coded: runs of equal steps (times) and small moves (prices) compress well. */
const deltas = (values) => values.map((value, i) => (i === 0 ? value : value - values[i - 1]));

const scaled = (rows, column, decimals, file) =>
  rows.map((row) => {
    const value = Math.round(Number(row[column]) * 10 ** decimals);
    if (value / 10 ** decimals !== Number(row[column]))
      throw new Error(`${file}: ${row[column]} is not exact`);
    return value;
  });

const int32Block = (values, file) => {
  const array = new Int32Array(values.length);
  values.forEach((value, i) => {
    if (!Number.isSafeInteger(value) || value > 2 ** 31 - 1 || value < -(2 ** 31)) {
      throw new Error(`${file}: ${value} does not fit 32 bits`);
    }
    array[i] = value;
  });
  return Buffer.from(array.buffer);
};

const seriesBlock = (rows, file) => {
  const priceDecimals = Math.max(...rows.flatMap((row) => row.slice(1, 5).map(decimalsOf)));
  const volumeDecimals = Math.max(...rows.map((row) => decimalsOf(row[5])));
  const volume = scaled(rows, 5, volumeDecimals, file);
  if (volume.some((value) => !Number.isSafeInteger(value))) throw new Error(`${file}: volume too large`);
  const parts = [Buffer.from(new Float64Array(deltas(volume)).buffer)];
  parts.push(int32Block(deltas(rows.map((row) => Number(row[0]))), file));
  for (const column of [1, 2, 3, 4])
    parts.push(int32Block(deltas(scaled(rows, column, priceDecimals, file)), file));
  const body = Buffer.concat(parts);
  return { priceDecimals, volumeDecimals, body: Buffer.concat([body, Buffer.alloc(pad8(body.length))]) };
};

let totalBytes = 0;
for (const folder of FOLDERS) {
  const target = path.join(here, folder);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const bySymbol = new Map();
  for (const name of readdirSync(path.join(sourceRoot, folder)).sort()) {
    const match = /^([A-Z0-9]+)_(\d+)\.csv$/.exec(name);
    if (match === null) continue;
    const [, symbol, timeframe] = match;
    const list = bySymbol.get(symbol) ?? [];
    list.push({ timeframe: Number(timeframe), file: path.join(sourceRoot, folder, name) });
    bySymbol.set(symbol, list);
  }
  for (const [symbol, files] of bySymbol) {
    files.sort((a, b) => a.timeframe - b.timeframe);
    const series = [];
    const bodies = [];
    let offset = 0;
    for (const { timeframe, file } of files) {
      const rows = readCsv(file);
      const block = seriesBlock(rows, file);
      series.push({
        timeframe,
        rows: rows.length,
        priceDecimals: block.priceDecimals,
        volumeDecimals: block.volumeDecimals,
        offset,
      });
      bodies.push(block.body);
      offset += block.body.length;
    }
    const header = Buffer.from(JSON.stringify({ symbol, series }), 'utf8');
    const prefix = Buffer.alloc(12);
    prefix.write(MAGIC, 0, 'ascii');
    prefix.writeUInt32LE(VERSION, 4);
    prefix.writeUInt32LE(header.length, 8);
    const head = Buffer.concat([prefix, header]);
    const packed = Buffer.concat([head, Buffer.alloc(pad8(head.length)), ...bodies]);
    writeFileSync(path.join(target, `${symbol}.bin`), packed);
    totalBytes += packed.length;
  }
  console.warn(`${folder}: ${bySymbol.size} symbols`);
}
console.warn(`total ${(totalBytes / 1e6).toFixed(2)} MB`);
