// What run.mjs and matches-pg.mjs share: bench-app.ts and the scan worker bundled into bench/.out with esbuild (same
// options as build.mjs; a .js bundle, so the app scans on worker threads as the built server does), and the app run
// as a child process that speaks one JSON object a line.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
export const serverDir = path.resolve(here, '..');
export const outdir = path.join(here, '.out');
// BENCH_BUNDLE=<dir under bench/.out>: run a bundle kept from another build (before / after, alternately) as is.
const kept = process.env.BENCH_BUNDLE;
const appDir = kept === undefined ? outdir : path.resolve(outdir, kept);

export const bundleBenchApp = async () => {
  if (kept !== undefined) return;
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
    (name) => !name.startsWith('@tradescope/'),
  );
  await build({
    // Named .js inside the server package (ESM): registerScanning then starts ./scan-worker.js on a worker thread.
    entryPoints: {
      'bench-app': path.join(here, 'bench-app.ts'),
      'scan-worker': path.join(serverDir, 'src/live-matches/scan-worker.ts'),
      'backtest-worker': path.join(serverDir, 'src/track-record/backtest-worker.ts'),
      'mail-worker': path.join(serverDir, 'src/mail/mail-worker.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`), 'ws'],
    logLevel: 'warning',
  });
};

// The node flags an api process runs with (compose.yaml's api services, npm start): BENCH_SERVER_FLAGS replaces
// them ('' runs Node's defaults, to compare); BENCH_NODE_FLAGS adds to them.
const serverFlags = (process.env.BENCH_SERVER_FLAGS ?? '--max-semi-space-size=64').split(' ').filter(Boolean);

/** Starts bench-app in `mode`; `next(kind)` resolves with its next message of that kind. */
export const startBenchApp = (mode, { nodeArgs = [], env = process.env } = {}) => {
  const proc = spawn(
    process.execPath,
    ['--expose-gc', ...serverFlags, ...nodeArgs, path.join(appDir, 'bench-app.js'), mode],
    {
      cwd: serverDir,
      env,
      stdio: ['pipe', 'pipe', 'inherit', 'ipc'],
    },
  );
  const lines = readline.createInterface({ input: proc.stdout });
  const waiters = [];
  const seen = [];
  lines.on('line', (line) => {
    let msg;
    try {
      msg = JSON.parse(line);
    } catch {
      process.stderr.write(`[app] ${line}\n`);
      return;
    }
    // A message goes to the first waiter for its kind, else it is kept for the next one to ask.
    const waiter = waiters.find((w) => w.kind === msg.kind);
    if (waiter === undefined) seen.push(msg);
    else {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(msg);
    }
  });
  const next = (kind) => {
    const found = seen.find((m) => m.kind === kind);
    if (found) {
      seen.splice(seen.indexOf(found), 1);
      return Promise.resolve(found);
    }
    return new Promise((resolve) => waiters.push({ kind, resolve }));
  };
  const exited = new Promise((resolve) => proc.on('exit', resolve));
  return { proc, next, exited };
};

export const pct = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
export const ms = (v) => (Number.isNaN(v) ? 'n/a' : `${v.toFixed(1)} ms`);
// utime + stime of a process (all its threads: main, GC helpers, the scan worker), ms.
export const cpuMsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
export const rssOf = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
};

/**
 * Where a V8 CPU profile's time went: self time per function (name, file:line of the bundle) and inclusive time per
 * function (each sample counted once per function on its stack), the top `n` of each, as percent of the samples.
 */
export const profileSummary = (profile, n = 25) => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const nameOf = ({ callFrame: { functionName, url, lineNumber } }) =>
    `${functionName || '(anonymous)'} ${path.basename(url)}${url ? `:${lineNumber + 1}` : ''}`;
  const self = new Map();
  const inclusive = new Map();
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    let id = profile.samples[i];
    const leaf = nameOf(byId.get(id));
    self.set(leaf, (self.get(leaf) ?? 0) + dt);
    const seen = new Set();
    while (id !== undefined) {
      const name = nameOf(byId.get(id));
      if (!seen.has(name)) {
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
      }
      id = parent.get(id);
    }
  }
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => `${((us / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  return { totalMs: total / 1000, self: top(self), inclusive: top(inclusive) };
};

/** Resolves once the process has been idle (under 5 % of a core over 300 ms), at most `limitMs` later. */
export const drained = async (pid, limitMs = 60_000) => {
  const until = performance.now() + limitMs;
  for (;;) {
    const from = cpuMsOf(pid);
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (cpuMsOf(pid) - from <= 15 || performance.now() > until) return;
  }
};
