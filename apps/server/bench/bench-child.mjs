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

export const bundleBenchApp = async () => {
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@tradescope/'));
  await build({
    // Named .js inside the server package (ESM): registerScanning then starts ./scan-worker.js on a worker thread.
    entryPoints: {
      'bench-app': path.join(here, 'bench-app.ts'),
      'scan-worker': path.join(serverDir, 'src/live-matches/scan-worker.ts'),
      'backtest-worker': path.join(serverDir, 'src/track-record/backtest-worker.ts'),
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

/** Starts bench-app in `mode`; `next(kind)` resolves with its next message of that kind. */
export const startBenchApp = (mode, { nodeArgs = [], env = process.env } = {}) => {
  const proc = spawn(
    process.execPath,
    ['--expose-gc', ...nodeArgs, path.join(outdir, 'bench-app.js'), mode],
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
    seen.push(msg);
    for (const w of [...waiters])
      if (w.kind === msg.kind) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(msg);
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
