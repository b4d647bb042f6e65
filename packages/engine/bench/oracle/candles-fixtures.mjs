// Generates the candlestick parity fixtures from TA-Lib (npm `talib` 1.1.6, TA-Lib 0.6 C core).
//   cd packages/engine/bench && node oracle/candles-fixtures.mjs
// Writes
//   test/fixtures/{ethusdt-1440,eurusd-oanda-1440,talib-regression-252}.json   real-candle inputs
//   src/candlesticks/fixtures/synthetic-candles.json   windows of a seeded random walk where each code fires
//   src/candlesticks/fixtures/talib-hits.json          TA-Lib's non-zero codes per pattern and data set
// The tests read only those JSON files, so CI never needs talib.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const talib = require('talib');

const here = dirname(fileURLToPath(import.meta.url));
const engine = join(here, '..', '..');
const shared = '/work/shared/data/ohlcv';
const talibSrc = join(engine, 'bench/node_modules/talib/src/lib/src');
const GENERATOR = 'packages/engine/bench/oracle/candles-fixtures.mjs';

const patterns = talib.functions.filter((f) => f.name.startsWith('CDL'));

function runPattern(fn, d, overrides = {}) {
  const args = {
    name: fn.name,
    startIdx: 0,
    endIdx: d.close.length - 1,
    open: d.open,
    high: d.high,
    low: d.low,
  };
  args.close = d.close;
  // talib aborts the process when an optional input is missing, so pass every one at its default.
  for (const opt of fn.optInputs) args[opt.name] = overrides[opt.name] ?? opt.defaultValue;
  const res = talib.execute(args);
  const hits = [];
  res.result.outInteger.forEach((code, k) => {
    if (code !== 0) hits.push(res.begIndex + k, code);
  });
  return { begIndex: res.begIndex, hits };
}

function readCsv(path, meta) {
  const rows = readFileSync(path, 'utf8').trim().split('\n').slice(1);
  const cols = { time: [], open: [], high: [], low: [], close: [], volume: [] };
  for (const row of rows) {
    const [t, o, h, l, c, v] = row.split(',').map(Number);
    cols.time.push(t);
    cols.open.push(o);
    cols.high.push(h);
    cols.low.push(l);
    cols.close.push(c);
    cols.volume.push(v);
  }
  return { ...meta, generator: GENERATOR, ...cols };
}

function readRegressionData() {
  const text = readFileSync(join(talibSrc, 'tools/ta_regtest/test_data.c'), 'utf8');
  const column = (name) => {
    const m = text.match(new RegExp(`TA_SREF_${name}_daily_ref_0_PRIV\\[252\\] = \\{([^}]*)\\}`));
    return m[1].split(',').map((x) => Number(x.trim()));
  };
  return {
    source: 'ta-lib',
    symbol: 'TA_SREF daily reference',
    timeframe: 1440,
    provenance:
      'TA-Lib 0.6 src/tools/ta_regtest/test_data.c (TA_SREF_*_daily_ref_0_PRIV, BSD-3), as shipped in npm talib 1.1.6',
    generator: GENERATOR,
    open: column('open'),
    high: column('high'),
    low: column('low'),
    close: column('close'),
    volume: column('volume'),
  };
}

// Seeded walk built from a vocabulary of candle shapes with gaps and tick-rounded prices, so the rare
// multi-candle patterns and the tie-breaking edges (equal opens and closes) occur.
function syntheticWalk(n, seed) {
  let s = seed >>> 0;
  const rnd = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (weights) => {
    let r = rnd() * weights.reduce((a, b) => a + b, 0);
    for (let k = 0; k < weights.length; k++) {
      r -= weights[k];
      if (r < 0) return k;
    }
    return weights.length - 1;
  };
  const tick = 0.25;
  const d = { open: [], high: [], low: [], close: [] };
  let prev = { open: 100, high: 101, low: 99, close: 100 };
  let trend = 1;
  for (let i = 0; i < n; i++) {
    if (rnd() < 0.15) trend = -trend;
    const pTop = Math.max(prev.open, prev.close);
    const pBottom = Math.min(prev.open, prev.close);
    const openKind = pick([40, 10, 10, 8, 8, 6, 6, 6, 6]);
    const span = 1 + Math.floor(rnd() * 6);
    const open = [
      prev.close,
      prev.close + (rnd() < 0.5 ? -1 : 1) * span * tick,
      prev.open,
      prev.high + span * tick,
      prev.low - span * tick,
      pTop + span * tick,
      pBottom - span * tick,
      pBottom + Math.floor(rnd() * ((pTop - pBottom) / tick + 1)) * tick,
      pTop,
    ][openKind];
    const bodyTicks = [0, 1 + Math.floor(rnd() * 3), 3 + Math.floor(rnd() * 8), 10 + Math.floor(rnd() * 25)][
      pick([15, 25, 35, 25])
    ];
    const drift = open > 140 ? -1 : open < 60 ? 1 : trend;
    const color = rnd() < 0.7 ? drift : -drift;
    const close = open + color * bodyTicks * tick;
    const shadow = () =>
      [0, Math.floor(rnd() * 2), 1 + Math.floor(rnd() * 6), 8 + Math.floor(rnd() * 30)][
        pick([30, 20, 30, 20])
      ];
    const high = Math.max(open, close) + shadow() * tick;
    const low = Math.min(open, close) - shadow() * tick;
    prev = { open, high, low, close };
    d.open.push(open);
    d.high.push(high);
    d.low.push(low);
    d.close.push(close);
  }
  return d;
}

// Forex-like prices on a 0.01 grid, where rolling sums of decimals pick up rounding error: TA-Lib's
// exact order of additions decides some threshold ties here (a sum kept another way fails ~20 patterns).
function decimalTicks(n) {
  let s = 7;
  const rnd = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const cents = (x) => Math.round(x * 100) / 100;
  const d = { open: [], high: [], low: [], close: [] };
  let p = 1.1;
  for (let i = 0; i < n; i++) {
    const open = cents(p + (rnd() - 0.5) * 0.02);
    const body = [0, 0.01, 0.02, 0.03, 0.1, 0.11, 0.3][Math.floor(rnd() * 7)] * (rnd() < 0.5 ? -1 : 1);
    const close = cents(open + body);
    const up = [0, 0.01, 0.02, 0.1, 0.3][Math.floor(rnd() * 5)];
    const down = [0, 0.01, 0.02, 0.1, 0.3][Math.floor(rnd() * 5)];
    d.open.push(open);
    d.close.push(close);
    d.high.push(cents(Math.max(open, close) + up));
    d.low.push(cents(Math.min(open, close) - down));
    p = close < 0.5 || close > 2 ? 1.1 : close;
  }
  return {
    source: 'synthetic',
    provenance: 'seeded LCG walk (seed 7) on a 0.01 price grid around 1.1, first 5000 bars',
    generator: GENERATOR,
    ...d,
  };
}

// Windows of the walk around a few hits of every (pattern, code), joined into one short series.
function syntheticFixture() {
  const walk = syntheticWalk(400_000, 20261125);
  const wanted = [];
  for (const fn of patterns) {
    const { hits } = runPattern(fn, walk);
    const byCode = new Map();
    for (let k = 0; k < hits.length; k += 2) {
      const list = byCode.get(hits[k + 1]) ?? [];
      list.push(hits[k]);
      byCode.set(hits[k + 1], list);
    }
    for (const [code, at] of byCode) {
      const chosen = [at[0], at[at.length >> 1], at[at.length - 1]];
      for (const idx of new Set(chosen)) wanted.push({ name: fn.name, code, idx });
    }
  }
  const ranges = wanted
    .map(({ idx }) => [Math.max(0, idx - 25), Math.min(walk.close.length, idx + 4)])
    .sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  const out = { open: [], high: [], low: [], close: [] };
  for (const [from, to] of merged)
    for (const key of Object.keys(out)) out[key].push(...walk[key].slice(from, to));
  return {
    source: 'synthetic',
    provenance:
      'seeded random walk of candle shapes (seed 20261125, tick 0.25), cut to windows where TA-Lib fires each code',
    generator: GENERATOR,
    targets: [...new Set(wanted.map((w) => `${w.name}:${w.code}`))].sort(),
    ...out,
  };
}

function writeJson(path, data) {
  if (existsSync(path)) {
    const old = JSON.parse(readFileSync(path, 'utf8'));
    if (old.generator !== GENERATOR) throw new Error(`${path} belongs to someone else; not overwriting`);
  }
  writeFileSync(path, `${JSON.stringify(data)}\n`);
}

const datasets = {
  'ethusdt-1440': readCsv(join(shared, 'crypto/ETHUSDT_1440.csv'), {
    source: 'binance-spot',
    symbol: 'ETHUSDT',
    timeframe: 1440,
    provenance:
      'Binance spot klines, /work/shared/data/ohlcv/crypto/ETHUSDT_1440.csv (djienne/3EMA_SRSI_ATR@29af186)',
  }),
  'eurusd-oanda-1440': readCsv(join(shared, 'forex-oanda-archive/EURUSD_1440.csv'), {
    source: 'oanda',
    symbol: 'EURUSD',
    timeframe: 1440,
    provenance:
      'OANDA mid quote bars from QuantConnect/Lean@2486390 Data/forex/oanda, /work/shared/data/ohlcv/forex-oanda-archive/EURUSD_1440.csv',
  }),
  'talib-regression-252': readRegressionData(),
};
for (const [name, d] of Object.entries(datasets)) writeJson(join(engine, 'test/fixtures', `${name}.json`), d);

const synthetic = syntheticFixture();
writeJson(join(engine, 'src/candlesticks/fixtures/synthetic-candles.json'), synthetic);
datasets.synthetic = synthetic;
const decimal = decimalTicks(5000);
writeJson(join(engine, 'src/candlesticks/fixtures/decimal-ticks.json'), decimal);
datasets['decimal-ticks'] = decimal;

const expected = {
  generator: GENERATOR,
  oracle: `npm talib ${require('talib/package.json').version} (TA-Lib C core), default candle settings and options`,
  lookbacks: {},
  defaults: {},
  hits: {},
  // Same data sets, patterns that take a penetration run with it set to 0 and to 0.6.
  penetrationHits: {},
};
const report = [];
for (const [name, d] of Object.entries(datasets)) {
  expected.hits[name] = {};
  for (const fn of patterns) {
    const { begIndex, hits } = runPattern(fn, d);
    expected.hits[name][fn.name] = hits;
    if (name === 'talib-regression-252') expected.lookbacks[fn.name] = begIndex;
  }
}
for (const fn of patterns) {
  if (fn.optInputs.length === 0) continue;
  expected.defaults[fn.name] = Object.fromEntries(fn.optInputs.map((o) => [o.name, o.defaultValue]));
  for (const penetration of [0, 0.6]) {
    for (const name of ['synthetic', 'ethusdt-1440']) {
      const key = `${name}@${penetration}`;
      expected.penetrationHits[key] ??= {};
      expected.penetrationHits[key][fn.name] = runPattern(fn, datasets[name], {
        optInPenetration: penetration,
      }).hits;
    }
  }
}
for (const fn of patterns) {
  const real = ['ethusdt-1440', 'eurusd-oanda-1440', 'talib-regression-252'].map(
    (n) => expected.hits[n][fn.name].length / 2,
  );
  const synth = expected.hits.synthetic[fn.name];
  const codes = new Set(synth.filter((_, k) => k % 2 === 1));
  report.push(
    `${fn.name.padEnd(20)} real ${real.join('/').padEnd(12)} synthetic ${synth.length / 2} codes ${[...codes].sort()}`,
  );
}
const missing = synthetic.targets.filter((t) => {
  const [name, code] = t.split(':');
  return !expected.hits.synthetic[name].some((v, k) => k % 2 === 1 && v === Number(code));
});
writeJson(join(engine, 'src/candlesticks/fixtures/talib-hits.json'), expected);
process.stdout.write(`${report.join('\n')}\n`);
process.stdout.write(
  `synthetic bars ${synthetic.close.length}; targets ${synthetic.targets.length}; lost ${missing.join(' ') || 'none'}\n`,
);
