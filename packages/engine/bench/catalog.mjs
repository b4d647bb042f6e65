// `node packages/engine/bench/catalog.mjs`: the whole strategy catalog through the scanner, bundled by
// esbuild as the server would run it. Goals (issue "Engine, part 1"; DESIGN §7): 20,000 series of
// 1,000 candles in under 30 s on one core (1.5 ms per series, batch) and under 50 µs to add one candle
// to a scanned series (incremental). Figures are wall time and process CPU time; on a shared VM the
// CPU time is the fairer one; per-series and per-round times give best and median too.
// Env: BENCH_SERIES (default 400 distinct series), BENCH_CANDLES (1000), BENCH_ENGINE (another engine folder to
// bundle instead of this one, e.g. main's checkout, to compare two trees in one sitting), BENCH_FAMILIES=0 (skip the
// per-family table: each family alone, batch and incremental, over the same series).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomWalk } from './lib/data.mjs';
import { loadEngine, scratchDir } from './lib/setup.mjs';
import { formatTable } from './lib/table.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const SERIES = Number(process.env.BENCH_SERIES ?? 400);
const CANDLES = Number(process.env.BENCH_CANDLES ?? 1000);
const UPDATES = 200;
const say = (text) => process.stdout.write(`${text}\n`);

/** A random-walk market (bench/lib/data.mjs) as candle columns: opens at the previous close. */
function market(seed, length) {
  const { close, high, low, volume } = randomWalk(length, seed);
  const open = new Float64Array(length);
  const time = new Float64Array(length);
  for (let i = 0; i < length; i++) {
    open[i] = i === 0 ? close[0] : close[i - 1];
    time[i] = 1_700_000_000 + i * 3600;
  }
  return { time, open, high, low, close, volume };
}

/** Wall and CPU microseconds of `run()`. */
function measure(run) {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  const result = run();
  const wall = Number(process.hrtime.bigint() - start) / 1e3;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: used.user + used.system, result };
}

const engine = await loadEngine(process.env.BENCH_ENGINE ?? join(benchDir, '..'), scratchDir());
const strategies = engine.STRATEGIES;
const series = Array.from({ length: SERIES }, (_, k) => {
  const key = { source: 'bench', symbol: `S${k}`, timeframe: 60 };
  return { key, all: market(20_261_125 + k * 7919, CANDLES + UPDATES) };
});
const batchSeries = series.map((s) =>
  engine.CandleSeries.fromColumns(s.key, engine.sliceColumns(s.all, 0, CANDLES)),
);

// Batch: every strategy over every series, indicator columns reused between scans (one worker).
// Timed per series; the best and the median are reported, since other processes share this VM.
const buffers = new engine.IndicatorBuffers();
let matches = 0;
for (let r = 0; r < 2; r++) for (const s of batchSeries.slice(0, 50)) engine.scan(s, strategies, { buffers });
const batchTimes = [];
const batch = measure(() => {
  for (const s of batchSeries) {
    const start = process.hrtime.bigint();
    matches += engine.scan(s, strategies, { buffers }).length;
    batchTimes.push(Number(process.hrtime.bigint() - start) / 1e3);
  }
});
const batchPerSeries = { wall: batch.wall / SERIES, cpu: batch.cpu / SERIES, ...spread(batchTimes) };

// Incremental: warm states, then rounds of one closed candle for every state; per-update figures
// are per round (best and median round) and overall CPU.
const created = measure(() => batchSeries.map((s) => engine.createScanState(s, strategies)));
const states = created.result;
const candles = series.map((s) =>
  Array.from({ length: UPDATES }, (_, u) => engine.candleAt(s.all, CANDLES + u)),
);
const roundTimes = [];
const incremental = measure(() => {
  for (let u = 0; u < UPDATES; u++) {
    const start = process.hrtime.bigint();
    for (let k = 0; k < SERIES; k++) engine.updateScan(states[k], candles[k][u]);
    roundTimes.push(Number(process.hrtime.bigint() - start) / 1e3 / SERIES);
  }
});
const updates = SERIES * UPDATES;
const perUpdate = { wall: incremental.wall / updates, cpu: incremental.cpu / updates, ...spread(roundTimes) };
const perState = { wall: created.wall / SERIES, cpu: created.cpu / SERIES };

// One series alone, its state hot in cache: the cost of the work itself.
const single = engine.createScanState(batchSeries[0], strategies);
const singleTimes = [];
for (let u = 0; u < UPDATES; u++) {
  const start = process.hrtime.bigint();
  engine.updateScan(single, candles[0][u]);
  singleTimes.push(Number(process.hrtime.bigint() - start) / 1e3);
}
const hot = spread(singleTimes.slice(20));

const fmt = (us) => (us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(1)} µs`);
const ok = (value, goal) => (value <= goal ? 'yes' : 'NO');
say(
  `\nCatalog: ${strategies.length} strategies (${engine.catalog.length} catalog entries), ${SERIES} series of ${CANDLES.toLocaleString('en')} random-walk candles, ${matches.toLocaleString('en')} live matches`,
);
say(
  formatTable(
    ['figure', 'best', 'median', 'mean wall', 'mean CPU', 'goal', 'median meets goal'],
    [
      row('batch scan, one series', batchPerSeries, '1.5 ms', 1500),
      [
        'batch, series per second (one core)',
        perSecond(batchPerSeries.best),
        perSecond(batchPerSeries.median),
        perSecond(batchPerSeries.wall),
        perSecond(batchPerSeries.cpu),
        '≥ 667',
        1e6 / batchPerSeries.median >= 667 ? 'yes' : 'NO',
      ],
      [
        '20,000 series, projected',
        seconds(batchPerSeries.best),
        seconds(batchPerSeries.median),
        seconds(batchPerSeries.wall),
        seconds(batchPerSeries.cpu),
        '30 s',
        ok(batchPerSeries.median * 20_000, 30e6),
      ],
      row(`incremental update, ${SERIES} states in turn`, perUpdate, '50 µs', 50),
      row('incremental update, one hot state', { ...hot, wall: hot.mean, cpu: Number.NaN }, '50 µs', 50),
      ['createScanState, one series', '—', '—', fmt(perState.wall), fmt(perState.cpu), '—', '—'],
    ],
  ),
);

// Per family: the family's strategies alone over the same series, batch (median per series) and incremental (mean
// CPU per update, every state in turn). The families share indicators and pivots, so the rows add up to more than
// the catalog's figure; they say where the work is.
if (process.env.BENCH_FAMILIES !== '0') {
  const FAMILY_UPDATES = 40;
  const families = new Map();
  for (const strategy of strategies) {
    const group = engine.strategyById.get(strategy.id)?.group ?? '?';
    if (!families.has(group)) families.set(group, []);
    families.get(group).push(strategy);
  }
  const rows = [];
  for (const [family, members] of families) {
    const times = [];
    for (const s of batchSeries) {
      const start = process.hrtime.bigint();
      engine.scan(s, members, { buffers });
      times.push(Number(process.hrtime.bigint() - start) / 1e3);
    }
    const familyStates = batchSeries.map((s) => engine.createScanState(s, members));
    const run = measure(() => {
      for (let u = 0; u < FAMILY_UPDATES; u++)
        for (let k = 0; k < SERIES; k++) engine.updateScan(familyStates[k], candles[k][u]);
    });
    const live = familyStates.reduce((sum, state) => sum + engine.scanMatches(state).length, 0);
    rows.push([
      family,
      String(members.length),
      fmt(spread(times).median),
      fmt(run.cpu / (SERIES * FAMILY_UPDATES)),
      live.toLocaleString('en'),
    ]);
  }
  say(`\nPer family, alone (incremental: ${FAMILY_UPDATES} candles, ${SERIES} states in turn)`);
  say(
    formatTable(['family', 'strategies', 'batch median / series', 'update mean CPU', 'live matches'], rows),
  );
}

function spread(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    best: sorted[0],
    median: sorted[Math.floor(sorted.length / 2)],
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
  };
}

function row(name, figures, goal, goalUs) {
  const cpu = Number.isNaN(figures.cpu) ? 'n/a' : fmt(figures.cpu);
  return [
    name,
    fmt(figures.best),
    fmt(figures.median),
    fmt(figures.wall),
    cpu,
    goal,
    ok(figures.median, goalUs),
  ];
}

function perSecond(us) {
  return Math.round(1e6 / us).toLocaleString('en');
}

function seconds(us) {
  return `${((us * 20_000) / 1e6).toFixed(1)} s`;
}
