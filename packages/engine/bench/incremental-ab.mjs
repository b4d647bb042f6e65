// `node packages/engine/bench/incremental-ab.mjs`: catalog.mjs's incremental and batch figures for two engine trees
// in one process, measured alternately in short rounds, so the load other processes put on a shared VM falls on both
// alike. Figures are process CPU time per update (400 states in turn) and per batch-scanned series; best and median
// of the rounds. Env: BENCH_TREE (the engine folder measured, default this one), BENCH_BASE (the engine folder to compare against, e.g. an export of main's packages/engine;
// unset: this tree alone), BENCH_SERIES (400), BENCH_ROUNDS (20), BENCH_PROFILE=incremental (this tree's
// incremental rounds only, for `node --cpu-prof`), BENCH_FAMILY (one family's strategies only, e.g. ict: a change to
// one family measured without the others' noise).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomWalk } from './lib/data.mjs';
import { loadEngine, scratchDir } from './lib/setup.mjs';
import { formatTable } from './lib/table.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const SERIES = Number(process.env.BENCH_SERIES ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const CANDLES = 1000;
const PER_ROUND = 10;
const BATCH_PER_ROUND = 40;
const profileOnly = process.env.BENCH_PROFILE === 'incremental';
const family = process.env.BENCH_FAMILY;

const trees = [['this tree', process.env.BENCH_TREE ?? join(benchDir, '..')]];
if (process.env.BENCH_BASE && !profileOnly) trees.unshift(['base', process.env.BENCH_BASE]);

function market(seed, length) {
  const { close, high, low, volume } = randomWalk(length, seed);
  const open = Float64Array.from(close, (_, i) => (i === 0 ? close[0] : close[i - 1]));
  const time = Float64Array.from(close, (_, i) => 1_700_000_000 + i * 3600);
  return { time, open, high, low, close, volume };
}

const cpuOf = (run) => {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return used.user + used.system;
};

const all = Array.from({ length: SERIES }, (_, k) =>
  market(20_261_125 + k * 7919, CANDLES + ROUNDS * PER_ROUND),
);
const runs = [];
for (const [name, folder] of trees) {
  const engine = await loadEngine(folder, scratchDir());
  const key = (k) => ({ source: 'bench', symbol: `S${k}`, timeframe: 60 });
  const series = all.map((columns, k) =>
    engine.CandleSeries.fromColumns(key(k), engine.sliceColumns(columns, 0, CANDLES)),
  );
  const strategies =
    family === undefined
      ? engine.STRATEGIES
      : engine.STRATEGIES.filter((s) => engine.strategyById.get(s.id)?.group === family);
  if (strategies.length === 0) throw new Error(`no strategy of family ${family}`);
  const states = series.map((s) => engine.createScanState(s, strategies));
  const candles = all.map((columns) =>
    Array.from({ length: ROUNDS * PER_ROUND }, (_, u) => engine.candleAt(columns, CANDLES + u)),
  );
  const buffers = new engine.IndicatorBuffers();
  for (const s of series.slice(0, 50)) engine.scan(s, strategies, { buffers });
  runs.push({ name, engine, strategies, series, states, candles, buffers, incremental: [], batch: [] });
}

for (let r = 0; r < ROUNDS; r++) {
  for (const run of r % 2 === 0 ? runs : [...runs].reverse()) {
    const { engine, states, candles } = run;
    run.incremental.push(
      cpuOf(() => {
        for (let u = r * PER_ROUND; u < (r + 1) * PER_ROUND; u++)
          for (let k = 0; k < SERIES; k++) engine.updateScan(states[k], candles[k][u]);
      }) /
        (PER_ROUND * SERIES),
    );
    if (profileOnly) continue;
    const from = (r * BATCH_PER_ROUND) % SERIES;
    const some = run.series.slice(from, from + BATCH_PER_ROUND);
    run.batch.push(
      cpuOf(() => {
        for (const s of some) engine.scan(s, run.strategies, { buffers: run.buffers });
      }) / some.length,
    );
  }
}

const sorted = (values) => [...values].sort((a, b) => a - b);
const best = (values) => sorted(values)[0];
const median = (values) => sorted(values)[Math.floor(values.length / 2)];
const us = (value) => (value >= 1000 ? `${(value / 1000).toFixed(2)} ms` : `${value.toFixed(1)} µs`);
const rows = runs.flatMap(({ name, incremental, batch }) => [
  [
    name,
    `incremental update, ${SERIES} states in turn`,
    us(best(incremental)),
    us(median(incremental)),
    '50 µs',
  ],
  ...(batch.length === 0
    ? []
    : [[name, 'batch scan, one series', us(best(batch)), us(median(batch)), '1.5 ms']]),
]);
process.stdout.write(
  `${family === undefined ? '' : `family ${family} only: `}${ROUNDS} rounds of ${PER_ROUND} candles × ${SERIES} states and ${BATCH_PER_ROUND} batch scans, trees alternating; CPU time\n`,
);
process.stdout.write(`${formatTable(['tree', 'figure', 'best round', 'median round', 'goal'], rows)}\n`);
// Rounds of the two trees run back to back share the load of their moment: the median of their ratios is steadier
// than either tree's own figures.
if (runs.length === 2) {
  const ratio = (field) => median(runs[1][field].map((value, r) => value / runs[0][field][r]));
  process.stdout.write(
    `this tree / base, median of paired rounds: incremental ${ratio('incremental').toFixed(3)}, batch ${ratio('batch').toFixed(3)}\n`,
  );
}
