// `node packages/engine/bench/match-hash.mjs`: one sha256 over every match the whole catalog finds on every candle
// fixture (test/fixtures) and on random-walk series like catalog.mjs's, so a speed change can show it changed no
// match. Per series: a scan state over the first part, then one updateScan per remaining candle (its added matches,
// removed and changed ids, and every 25 candles all live matches), then a batch scan of the whole series.
// Run it before and after a change (BENCH_ENGINE=<another engine folder> hashes that tree instead): same count and
// hash, or the change altered matches.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomWalk } from './lib/data.mjs';
import { loadEngine, scratchDir } from './lib/setup.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const engine = await loadEngine(process.env.BENCH_ENGINE ?? join(benchDir, '..'), scratchDir());
const fixtureDir = join(benchDir, '..', 'test', 'fixtures');

/** Candle columns of a fixture file (JSON has no NaN: null stands for it; a file without times gets hourly ones). */
function fixtureSeries(file) {
  const json = JSON.parse(readFileSync(join(fixtureDir, file), 'utf8'));
  const column = (values) => Float64Array.from(values, (v) => (v === null ? Number.NaN : v));
  const length = json.close.length;
  const time = json.time
    ? column(json.time)
    : Float64Array.from({ length }, (_, i) => 1_600_000_000 + i * json.timeframe * 60);
  const volume = json.volume ? column(json.volume) : new Float64Array(length);
  return {
    key: { source: 'fixture', symbol: file.replace(/\.json$/, ''), timeframe: json.timeframe },
    columns: {
      time,
      open: column(json.open),
      high: column(json.high),
      low: column(json.low),
      close: column(json.close),
      volume,
    },
  };
}

/** A random-walk market as catalog.mjs builds it. */
function walkSeries(k, length) {
  const { close, high, low, volume } = randomWalk(length, 20_261_125 + k * 7919);
  const open = Float64Array.from(close, (_, i) => (i === 0 ? close[0] : close[i - 1]));
  const time = Float64Array.from(close, (_, i) => 1_700_000_000 + i * 3600);
  return {
    key: { source: 'bench', symbol: `S${k}`, timeframe: 60 },
    columns: { time, open, high, low, close, volume },
  };
}

// Numbers as JSON writes them, and the ones it cannot (NaN, ±Infinity) by name.
const replacer = (_key, value) =>
  typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
const byId = (matches) => [...matches].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

const hash = createHash('sha256');
let count = 0;
const write = (label, matches) => {
  count += matches.length;
  hash.update(`${label}\n${JSON.stringify(byId(matches), replacer)}\n`);
};

const series = [
  ...readdirSync(fixtureDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map(fixtureSeries),
  ...Array.from({ length: Number(process.env.HASH_WALKS ?? 6) }, (_, k) => walkSeries(k, 1200)),
];
for (const { key, columns } of series) {
  const length = columns.time.length;
  const start = Math.min(1000, Math.floor(length / 2));
  const name = `${key.source}/${key.symbol}`;
  const state = engine.createScanState(
    engine.CandleSeries.fromColumns(key, engine.sliceColumns(columns, 0, start)),
  );
  write(`${name} state@${start}`, engine.scanMatches(state));
  for (let i = start; i < length; i++) {
    const update = engine.updateScan(state, engine.candleAt(columns, i));
    write(`${name} +${i}`, update.added);
    hash.update(`-${update.removed.join(',')} ~${update.changed.join(',')}\n`);
    if ((i - start) % 25 === 24) write(`${name} live@${i}`, update.matches);
  }
  write(`${name} final`, engine.scanMatches(state));
  write(`${name} batch`, engine.scan(engine.CandleSeries.fromColumns(key, columns)));
}
process.stdout.write(
  `${series.length} series, ${count.toLocaleString('en')} matches hashed: ${hash.digest('hex')}\n`,
);
