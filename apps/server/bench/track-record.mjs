// Track record benchmark (issue 19): the time to recompute the whole catalog's record over the bundled history.
//
//   node apps/server/bench/track-record.mjs                 (every shipped candle of every bundled series)
//   BENCH_WINDOW=1000 node apps/server/bench/track-record.mjs  (the last 1,000 of each: what the replay keeps)
//
// Bundles track-record-job.ts into bench/.out (esbuild, as build.mjs does) and runs it in a child process: one thread,
// as the server's backtest worker. Prints wall and CPU time beside the goal, and memory.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@tradescope/'),
);
const outdir = path.join(here, '.out');
await build({
  entryPoints: { 'track-record-job': path.join(here, 'track-record-job.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});

const GOAL_MS = 5 * 60 * 1000;
const run = spawnSync(process.execPath, [path.join(outdir, 'track-record-job.js')], {
  cwd: serverDir,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (run.status !== 0) process.exit(run.status ?? 1);
const figures = JSON.parse(run.stdout.trim().split('\n').at(-1));
const say = (text) => process.stdout.write(`${text}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
say(
  `track record of the whole catalog over ${figures.series} series, ${figures.candles.toLocaleString('en')} candles -> ${figures.rows.toLocaleString('en')} rows`,
);
say(
  `  wall ${seconds(figures.wallMs)} (goal: under ${seconds(GOAL_MS)} on 2 cores), CPU ${seconds(figures.cpuMs)}`,
);
say(
  `  memory: peak RSS ${figures.maxRssMb} MB, heap after ${figures.heapUsedMb} MB; the answer ${figures.answerMb} MB as JSON`,
);
say(figures.wallMs < GOAL_MS ? '  within the goal' : '  OVER the goal');
