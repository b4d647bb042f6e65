// Track record memory benchmark (issue 19): the built embedded server's resident memory with the backtest off and on.
//
//   npm run build && node apps/server/bench/track-record-memory.mjs
//   BENCH_MODES=on BENCH_AFTER_S=150 BENCH_SAVE=/tmp/stats.json node apps/server/bench/track-record-memory.mjs
//
// Starts `node apps/server/dist/server.js` (SQLite in a fresh DATA_DIR, the replay) once per mode, samples its RSS
// from /proc every half second, and with TRACK_RECORD=on waits for GET crypto/strategies/stats to say `ready`, then
// keeps sampling BENCH_AFTER_S seconds (default 130: two upkeeps of the worker). Off samples as long as on took.
// Prints peak RSS, time to ready and the process's CPU time beside the goal, with the machine's load.
// BENCH_SAVE writes a few stats answers (every strategy's market rows, three strategies' pages) to compare runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverJs = path.resolve(here, '../dist/server.js');
const port = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 4420);
const modes = (process.env.BENCH_MODES ?? 'off,on').split(',');
const afterMs = Number(process.env.BENCH_AFTER_S ?? 130) * 1000;
const readyTimeoutMs = Number(process.env.BENCH_READY_TIMEOUT_S ?? 900) * 1000;
const GOAL_MB = 1024;
const email = 'bench@example.com';
const password = 'bench-password-1';
const base = `http://127.0.0.1:${port}/api/v1`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (text) => process.stdout.write(`${text}\n`);
const ticks = 100; // USER_HZ on Linux

const procOf = (pid) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rssMb: kb('VmRSS') / 1024, cpuS: (Number(stat[11]) + Number(stat[12])) / ticks };
  } catch {
    return undefined;
  }
};

const signedIn = async () => {
  const signIn = await fetch(`${base}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const token = await fetch(`${base}/token`, { headers: { cookie } }).then((r) => r.json());
  return { authorization: `Bearer ${token.data.token ?? token.data.accessToken}` };
};

const stats = async (headers, query = '') =>
  (await fetch(`${base}/crypto/strategies/stats${query}`, { headers })).json();

async function measure(mode, holdMs) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tr-memory-'));
  const child = spawn(process.execPath, [serverJs], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TRACK_RECORD: mode,
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  const samples = [];
  const sampler = setInterval(() => {
    const now = procOf(child.pid);
    if (now !== undefined) samples.push({ at: performance.now() - started, ...now });
  }, 500);
  let headers;
  while (headers === undefined) {
    await sleep(500);
    headers = await signedIn().catch(() => undefined);
  }
  let readyMs;
  let saved;
  if (mode === 'on') {
    while (readyMs === undefined && performance.now() - started < readyTimeoutMs) {
      await sleep(2000);
      const answer = await stats(headers).catch(() => undefined);
      if (answer?.data?.state === 'ready') readyMs = performance.now() - started;
    }
    if (process.env.BENCH_SAVE !== undefined) {
      const all = await stats(headers);
      const ids = [...new Set(all.data.records.map((row) => row.strategyId))].slice(0, 3);
      saved = { all: all.data.records, pages: {} };
      for (const id of ids) saved.pages[id] = (await stats(headers, `?strategy=${id}`)).data.records;
      saved.sources = (await stats(headers, '?source=binance-spot')).data.records;
      saved.bases = (await stats(headers, '?base=BTC')).data.records;
    }
    await sleep(afterMs);
  } else await sleep(holdMs);
  clearInterval(sampler);
  const last = procOf(child.pid);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  const peak = samples.reduce((top, sample) => (sample.rssMb > top.rssMb ? sample : top), samples[0]);
  return {
    mode,
    wallMs: performance.now() - started,
    readyMs,
    peakMb: peak.rssMb,
    peakAtS: peak.at / 1000,
    lastMb: last?.rssMb ?? samples.at(-1).rssMb,
    cpuS: last?.cpuS ?? samples.at(-1).cpuS,
    saved,
  };
}

const results = [];
let hold = Number(process.env.BENCH_OFF_S ?? 0) * 1000;
for (const mode of modes) {
  const load = loadavg()[0].toFixed(2);
  const result = await measure(mode, hold || 120_000);
  if (mode === 'on' && hold === 0) hold = result.wallMs;
  results.push(result);
  const ready = result.readyMs === undefined ? '' : `, ready after ${(result.readyMs / 1000).toFixed(0)} s`;
  say(
    `TRACK_RECORD=${mode}: peak RSS ${result.peakMb.toFixed(0)} MB (at ${result.peakAtS.toFixed(0)} s), last ${result.lastMb.toFixed(0)} MB${ready}; CPU ${result.cpuS.toFixed(0)} s over ${(result.wallMs / 1000).toFixed(0)} s wall (load ${load} at start)`,
  );
  if (result.saved !== undefined && process.env.BENCH_SAVE !== undefined)
    writeFileSync(process.env.BENCH_SAVE, JSON.stringify(result.saved));
}
const on = results.find((result) => result.mode === 'on');
if (on !== undefined)
  say(
    `goal: peak ≤ ${GOAL_MB} MB with the backtest on: ${on.peakMb <= GOAL_MB ? 'within' : 'OVER'} (${on.peakMb.toFixed(0)} MB)`,
  );
