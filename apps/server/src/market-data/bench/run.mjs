// Replay start-up and memory, measured by a script (DESIGN §7: figures come from scripts, not from timed tests).
//
//   node apps/server/src/market-data/bench/run.mjs
//
// Bundles a small entry with esbuild (as the server build does) and runs it in fresh processes, each on a new
// SQLite file: the replay feed alone (not the whole app, whose scanner reacts to every close), with every shipped
// series. Prints start-up wall and CPU time, memory after a full GC, and the cost of replaying time.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const entry = `
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../db';
import { ReplayFeed } from '../replay/replay-feed';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tradescope-bench-'));
const db = await openDatabase({ dataDir, databaseUrl: undefined });
const clock = { now: Date.now() };
const mb = (bytes) => Math.round(bytes / 1e5) / 10;
const log = { warn: () => {}, error: (error) => console.error(error) };
const feed = new ReplayFeed({ db, now: () => clock.now, seed: 1, speed: 1, log });
globalThis.gc();
const before = process.memoryUsage();
const wall = performance.now();
const cpu = process.cpuUsage();
await feed.start();
const used = process.cpuUsage(cpu);
const startMs = Math.round(performance.now() - wall);
globalThis.gc();
const after = process.memoryUsage();
const timed = (seconds) => {
  const from = performance.now();
  feed.advanceTo(feed.time() + seconds);
  return performance.now() - from;
};
const hourMs = Math.round(timed(3600));
let stepMs = 0;
for (let i = 0; i < 60; i++) stepMs += timed(1);
await feed.flush();
globalThis.gc();
const steady = process.memoryUsage();
const status = feed.status();
await feed.stop();
await db.destroy();
rmSync(dataDir, { recursive: true, force: true });
console.log(JSON.stringify({
  startMs,
  startCpuMs: Math.round((used.user + used.system) / 1000),
  heapMb: mb(after.heapUsed - before.heapUsed),
  arrayBuffersMb: mb(after.arrayBuffers - before.arrayBuffers),
  steadyArrayBuffersMb: mb(steady.arrayBuffers - before.arrayBuffers),
  rssMb: mb(after.rss - before.rss),
  series: status.series,
  instruments: status.instruments,
  hourMs,
  stepUs: Math.round((stepMs / 60) * 1000),
}));
`;

const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@tradescope/'));
const outDir = mkdtempSync(path.join(tmpdir(), 'tradescope-bench-build-'));
const outfile = path.join(outDir, 'bench.mjs');
await build({
  stdin: { contents: entry, resolveDir: here, loader: 'ts', sourcefile: 'bench-entry.ts' },
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: [...external, ...external.map((name) => `${name}/*`)],
  // The bundle runs from a temp folder, so npm packages resolve from the server's node_modules.
  nodePaths: [path.join(serverDir, 'node_modules'), path.resolve(serverDir, '../../node_modules')],
  logLevel: 'warning',
});

// The bundle locates replay-data by walking up from itself, so run it from inside the server folder.
const run = () => {
  const local = path.join(serverDir, `.bench-${process.pid}.mjs`);
  execFileSync('cp', [outfile, local]);
  try {
    return JSON.parse(execFileSync(process.execPath, ['--expose-gc', local], { encoding: 'utf8' }).trim());
  } finally {
    rmSync(local, { force: true });
  }
};

const runs = Array.from({ length: RUNS }, run);
rmSync(outDir, { recursive: true, force: true });
const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
const say = (text) => process.stdout.write(`${text}\n`);
say(`replay feed: ${runs[0].instruments} instruments, ${runs[0].series} series (median of ${RUNS} runs)`);
say(
  `  start (build history, resume, catch up to now): ${median('startMs')} ms wall, ${median('startCpuMs')} ms CPU`,
);
say(
  `  memory after start: +${median('arrayBuffersMb')} MB typed arrays, +${median('heapMb')} MB heap, +${median('rssMb')} MB RSS`,
);
say(
  `  typed arrays once every series has rolled (window buffers at their steady size): +${median('steadyArrayBuffersMb')} MB`,
);
say(`  one hour of replay time: ${median('hourMs')} ms; one second (a live step): ${median('stepUs')} µs`);
