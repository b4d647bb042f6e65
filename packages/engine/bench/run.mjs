// `npm run bench -w @tradescope/engine`: ns per candle over 1,000,000 candles, side by side in one
// run: the engine (TypeScript bundled by esbuild), the same algorithms in C (gcc -O2), and the JS
// libraries technicalindicators, trading-signals, tulind and talib. Goals (DESIGN §7): every
// indicator within 2x of C and faster than every JS library. Then streaming ns per update.
// Env: BENCH_CANDLES (default 1e6), BENCH_REPS (engine and C, default 9), BENCH_LIB_REPS (default 3).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCKernels } from './lib/c-kernels.mjs';
import { randomWalk } from './lib/data.mjs';
import { engineRunners, streamRunners } from './lib/engine-runners.mjs';
import { LIBRARY_NAMES, libraryRunners } from './lib/libraries.mjs';
import { ensureLibraries, loadEngine, loadLibraries, scratchDir } from './lib/setup.mjs';
import { formatTable, ns } from './lib/table.mjs';
import { checksum, nsPerCandle } from './lib/timing.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const engineDir = join(benchDir, '..');
const CANDLES = Number(process.env.BENCH_CANDLES ?? 1_000_000);
const REPS = Number(process.env.BENCH_REPS ?? 9);
const LIB_REPS = Number(process.env.BENCH_LIB_REPS ?? 3);
const say = (text) => process.stdout.write(`${text}\n`);

function batchTable(engine, libraries, market, outDir) {
  const c = runCKernels(benchDir, outDir, market.close, REPS);
  const ours = engineRunners(engine, market.close);
  const warmUp = libraryRunners(libraries, market.close.subarray(0, 20_000));
  const theirs = libraryRunners(libraries, market.close);
  const rows = [];
  const notes = [];
  for (const [name, runner] of Object.entries(ours)) {
    for (let i = 0; i < 5; i++) runner.reused();
    const reused = nsPerCandle(runner.reused, CANDLES, REPS);
    const fresh = nsPerCandle(runner.fresh, CANDLES, REPS);
    if (checksum(runner.check()) !== c[name].checksum) notes.push(`${name}: engine and C outputs differ`);
    const libs = LIBRARY_NAMES.map((lib) => {
      warmUp[name][lib]();
      return nsPerCandle(theirs[name][lib], CANDLES, LIB_REPS);
    });
    const ratio = reused / c[name].nsPerCandle;
    const fastestLib = Math.min(...libs);
    rows.push([
      name,
      ns(reused),
      ns(fresh),
      ns(c[name].nsPerCandle),
      `${ratio.toFixed(2)}x`,
      ratio <= 2 ? 'yes' : 'NO',
      ...libs.map(ns),
      reused < fastestLib ? `yes (${(fastestLib / reused).toFixed(0)}x)` : 'NO',
    ]);
  }
  say(
    `\nBatch: ns per candle over ${CANDLES.toLocaleString('en')} candles (best of ${REPS}; libraries best of ${LIB_REPS})`,
  );
  say(
    formatTable(
      [
        'indicator',
        'engine',
        'engine, fresh out',
        'C -O2',
        'engine/C',
        'goal <=2x C',
        ...LIBRARY_NAMES,
        'faster than all JS',
      ],
      rows,
    ),
  );
  say(notes.length ? notes.join('\n') : 'Engine outputs equal the C kernels bit for bit (checksums).');
}

function streamTable(engine, market) {
  const rows = Object.entries(streamRunners(engine, market)).map(([name, runner]) => {
    runner.add();
    return [name, ns(nsPerCandle(runner.add, CANDLES, 3)), ns(nsPerCandle(runner.replace, CANDLES, 3))];
  });
  say(`\nStreaming: ns per update over ${CANDLES.toLocaleString('en')} candles (best of 3)`);
  say(formatTable(['stream', 'add (closed candle)', 'replace (open candle)'], rows));
}

/**
 * Catalog-scan figures go here once the strategy catalog exists: e.g. a full-catalog scan of
 * 20,000 series must keep up with 5-minute candles on one core (DESIGN §7). Return table rows
 * [what, figure, goal].
 */
function catalogScanFigures(_engine, _market) {
  return [];
}

async function main() {
  ensureLibraries(benchDir);
  const outDir = scratchDir();
  const engine = await loadEngine(engineDir, outDir);
  const libraries = await loadLibraries(benchDir);
  const market = randomWalk(CANDLES);
  say(`Node ${process.version}, ${CANDLES.toLocaleString('en')} candles, scratch ${outDir}`);
  batchTable(engine, libraries, market, outDir);
  streamTable(engine, market);
  const catalog = catalogScanFigures(engine, market);
  say('\nCatalog scan');
  say(
    catalog.length
      ? formatTable(['what', 'figure', 'goal'], catalog)
      : '(not measured yet: needs the strategy catalog)',
  );
}

await main();
