// Candle close -> match visible, measured from outside the built embedded server (issues 15 and 16, goal p99 < 1 s).
//
//   npm run build -w @tradescope/server && node apps/server/bench/close-latency.mjs
//   BENCH_SPEED=60 BENCH_SECONDS=240 BENCH_PROFILE=1 node apps/server/bench/close-latency.mjs
//
// Starts `node dist/server.js` (replay feed at BENCH_SPEED replay seconds per real second, SQLite in a temp folder,
// worker-thread scanner), signs up a pro user, listens on the crypto websocket, and lets the replay run. The replay
// clock is linear in real time, so each candle's close has a real moment; the bench learns the clock from
// GET /data/status and measures from that moment (a feed step lags it by at most 100 ms: included, as a live feed's
// delivery delay would be). See README.md for what each line means.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { WebSocket } from 'ws';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SPEED = Number(process.env.BENCH_SPEED ?? 60);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 240);
const PORT = Number(process.env.BENCH_PORT ?? 4470);
const PROFILE = process.env.BENCH_PROFILE === '1';
// Another build to compare (a copy of dist/ made before a change, e.g. bench/.out/dist-before): run both alternately.
const DIST = path.resolve(process.env.BENCH_DIST ?? path.join(serverDir, 'dist'));
const base = `http://127.0.0.1:${PORT}`;
const METRICS_TOKEN = 'close-latency-bench';
const say = (text = '') => process.stdout.write(`${text}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (values, p) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${Math.round(value)} ms`;
const line = (label, values) =>
  `  ${label}: n=${values.length}  p50 ${ms(pct(values, 50))}  p99 ${ms(pct(values, 99))}  max ${ms(Math.max(...values))}  [goal p99 < 1000 ms: ${pct(values, 99) < 1000 ? 'met' : 'NOT met'}]`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'close-latency-'));
const profDir = path.join(dataDir, 'prof');
const server = spawn(
  process.execPath,
  [
    ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []),
    // Extra node flags for the server (e.g. --trace-gc, which NODE_OPTIONS refuses).
    ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
    path.join(DIST, 'server.js'),
  ],
  {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MARKET_DATA: 'replay',
      REPLAY_SPEED: String(SPEED),
      LOG_LEVEL: 'warn',
      // The track record's start-up backtest is a one-off on its own worker; left out so it does not share the run.
      TRACK_RECORD: 'off',
      METRICS_TOKEN,
      WEB_DIST_DIR: path.resolve(serverDir, '../web/dist'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const exited = new Promise((resolve) => server.once('exit', resolve));
// The server never outlives the bench (a timeout or ^C ends the bench first).
process.on('exit', () => server.kill('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

/** CPU milliseconds of the server: the whole process, or its main thread alone (Linux clock ticks of 10 ms). */
const cpuMs = (task = false) => {
  const file = task ? `/proc/${server.pid}/task/${server.pid}/stat` : `/proc/${server.pid}/stat`;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
/** The server's peak resident set (VmHWM, kB -> MB): the scan workers' warm states count here. */
const peakRssMb = () =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;
const json = async (url, init) => {
  const response = await fetch(`${base}${url}`, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
};

for (let i = 0; ; i++) {
  try {
    await json('/api/v1/data/status');
    break;
  } catch (error) {
    if (i > 600) throw error;
    await sleep(200);
  }
}
const startedAt = Date.now();
// The start-up full scan (every series once) runs before the measurement: wait until the server's CPU settles
// (at most BENCH_WARMUP seconds; the steady replay keeps it busy too). Three quiet 2-second spells in a row: on a
// loaded machine a starved server has one now and then in the middle of its start-up.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 90);
for (let last = cpuMs(), quiet = 0; quiet < 3 && Date.now() - startedAt < WARMUP * 1000; ) {
  await sleep(2000);
  const now = cpuMs();
  quiet = now - last < 600 ? quiet + 1 : 0;
  last = now;
}
say(`server ready; warm-up ended after ${Math.round((Date.now() - startedAt) / 1000)} s`);

// A pro user, as a purchase would leave it.
const signUp = await fetch(`${base}/api/v1/auth/sign-up`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email: 'bench@example.com',
    password: 'correct horse battery',
    displayName: 'Bench',
  }),
});
if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
const userId = (await signUp.json()).data.userId;
const cookie = signUp.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const { token } = (await json('/api/v1/token', { headers: { cookie } })).data;
const until = Math.floor(Date.now() / 1000) + 30 * 86_400;
const sqlite = new Database(path.join(dataDir, 'tradescope.sqlite'));
sqlite.prepare('update users set access_json = ? where id = ?').run(
  JSON.stringify({
    access: { pro: until },
    globalAccess: { pro: until },
    falconAccess: {},
    limitedAccess: {},
  }),
  userId,
);
sqlite.close();
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const page = (body) =>
  json('/api/v1/crypto/matches', { method: 'POST', headers: auth, body: JSON.stringify(body) });

// The replay clock: replayMs = offset + realMs * SPEED. A status read at real time r showing second T says the
// feed's last step was at or before r with replay time >= T s, so offset >= T * 1000 - r * SPEED; the largest such
// bound over many reads right after steps is the clock within a few real milliseconds (it errs early: latencies
// read up to ~20 ms short).
let offset = Number.NEGATIVE_INFINITY;
for (let i = 0, until = Date.now() + 5000; i < 150 && Date.now() < until; i++) {
  const { time } = (await json('/api/v1/data/status')).data;
  offset = Math.max(offset, time * 1000 - Date.now() * SPEED);
  await sleep(7);
}
const realOf = (replaySeconds) => (replaySeconds * 1000 - offset) / SPEED;
const replayNow = () => (offset + Date.now() * SPEED) / 1000;

// The websocket: every 'matches' notice stamped; the states notices carry are counted (the tick path's news).
const notices = [];
const socket = new WebSocket(`ws://127.0.0.1:${PORT}/ws/v1/crypto?token=${encodeURIComponent(token)}`);
await new Promise((resolve, reject) => {
  socket.once('open', resolve);
  socket.once('error', reject);
});
socket.on('message', (data) => {
  const message = JSON.parse(String(data));
  if (message.type === 'matches') notices.push({ at: Date.now(), states: message.states ?? [] });
});

const metricsText = () =>
  fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) => r.text());
/** The scan lag histogram summed over sources: cumulative count per bucket bound, and the count. */
const scanLag = (text) => {
  const buckets = new Map();
  for (const match of text.matchAll(
    /^tradescope_scan_lag_seconds_bucket\{le="([^"]+)",source="[^"]+"\} (\d+)/gm,
  ))
    buckets.set(match[1], (buckets.get(match[1]) ?? 0) + Number(match[2]));
  return buckets;
};

say(`clock learned, user signed up, socket open; running ${SECONDS} s`);
const runFrom = replayNow();
// The CPU profile's clock is the monotonic one process.hrtime reads (microseconds there): the run's window in it.
const monoUs = () => Number(process.hrtime.bigint() / 1000n);
const runMonoFrom = monoUs();
const lagBefore = scanLag(await metricsText());
const cpuBefore = cpuMs();
const mainBefore = cpuMs(true);
const loadBefore = loadavg();
const hours = [];
// The server's CPU every 100 ms: what each hour boundary's burst cost the main thread and the others (scan threads, GC).
const cpuSamples = [];
const sampler = setInterval(
  () => cpuSamples.push({ at: Date.now(), process: cpuMs(), main: cpuMs(true) }),
  100,
);
// Each hour boundary of the run closes every listed timeframe of every series that ends there: the burst. When its
// first notice arrives, fetch page 1 as the web does.
const firstAfterHour = [];
// Each boundary's moment on the profile's clock: the burst's window in the profile (BENCH_PROFILE).
const burstMono = [];
const pageAfterHour = [];
let nextHour = Math.ceil(runFrom / 3600) * 3600;
const endAt = Date.now() + SECONDS * 1000;
while (Date.now() < endAt) {
  const hourAt = realOf(nextHour);
  if (Date.now() >= hourAt) {
    const seen = notices.length;
    hours.push(nextHour);
    burstMono.push(monoUs() - (Date.now() - hourAt) * 1000);
    while (notices.length === seen && Date.now() < hourAt + 30_000) await sleep(2);
    if (notices.length > seen) {
      firstAfterHour.push(notices[seen].at - hourAt);
      await page({});
      pageAfterHour.push(Date.now() - hourAt);
    }
    nextHour += 3600;
  }
  await sleep(5);
}
const runTo = replayNow();
clearInterval(sampler);
/** CPU ms over [from, to] real ms, from the samples nearest inside. */
const cpuBetween = (from, to) => {
  const first = cpuSamples.find((sample) => sample.at >= from);
  const last = cpuSamples.findLast((sample) => sample.at <= to);
  if (first === undefined || last === undefined || last.at <= first.at) return undefined;
  return { main: last.main - first.main, others: last.process - last.main - (first.process - first.main) };
};
const BURST_CPU_SECONDS = 5;
const runMonoTo = monoUs();
const cpuProcess = cpuMs() - cpuBefore;
const cpuMain = cpuMs(true) - mainBefore;
const lagAfter = scanLag(await metricsText());
socket.close();

// Every crypto match first seen during the run on the close of its own signal candle: receive time minus that close.
// The 30-minute to 4-hour timeframes only (every hour boundary closes them together: the burst), so a few hundred
// pages of 25 are read, not thousands.
const VISIBLE_TIMEFRAMES = [30, 60, 120, 240];
const visible = [];
// The same latencies by the close they belong to: which boundary (and which timeframes closing there) holds the tail.
const byClose = new Map();
let rows = 0;
const states = new Map();
for (let n = 1; ; n++) {
  const { items, total } = (await page({ page: n, pageSize: 25, timeframes: VISIBLE_TIMEFRAMES })).data;
  if (items.length === 0 || (n - 1) * 25 >= total) break;
  let older = false;
  for (const item of items) {
    rows += 1;
    states.set(item.state, (states.get(item.state) ?? 0) + 1);
    const close = item.matchTimestamp + item.timeframe * 60;
    // Newest signal candles first: past 4 h before the run, no candle of these timeframes closed in it.
    if (item.matchTimestamp < runFrom - 4 * 3600) older = true;
    if (close < runFrom || close > runTo) continue;
    const received = Date.parse(item.receiveDate);
    // Found at a later close (a pattern confirmed after its signal candle) is not this close's latency.
    if (received >= realOf(close + item.timeframe * 60)) continue;
    visible.push(received - realOf(close));
    const at = byClose.get(close) ?? { latencies: [], timeframes: new Set() };
    at.latencies.push(received - realOf(close));
    at.timeframes.add(item.timeframe);
    byClose.set(close, at);
  }
  if (older || n * 25 >= total) break;
}

// The rows and the state filter agree: a state's filtered page lists only that state, and the live states' totals add
// up to the unfiltered total. The replay keeps running, so the reads are taken again (up to 5 times) until the
// unfiltered total is the same before and after them: no close came in between.
let filterAgrees = [];
for (let attempt = 0; attempt < 5; attempt++) {
  filterAgrees = [];
  const { total: unfiltered } = (await page({ pageSize: 25 })).data;
  let live = 0;
  for (const state of ['forming', 'active', 'triggered', 'invalidated', 'expired']) {
    const { total, items } = (await page({ states: [state], pageSize: 25 })).data;
    // Expired matches are the past ones: listed only when asked for, so not in the unfiltered total.
    if (state !== 'expired') live += total;
    const wrong = items.filter((item) => item.state !== state).length;
    filterAgrees.push(`${state} ${total}${wrong > 0 ? ` (${wrong} rows of another state!)` : ''}`);
  }
  const { total: again } = (await page({ pageSize: 25 })).data;
  filterAgrees.push(
    `live states' sum ${live} vs unfiltered ${unfiltered}${again === unfiltered ? '' : ' (moved while read)'}`,
  );
  if (again === unfiltered) break;
}

const scans = (lagAfter.get('+Inf') ?? 0) - (lagBefore.get('+Inf') ?? 0);
const lagBuckets = [...lagAfter].map(([le, count]) => [le, count - (lagBefore.get(le) ?? 0)]);
const bucketOf = (p) => lagBuckets.find(([, count]) => count >= (p / 100) * scans)?.[0];
say();
say(
  `== candle close -> match visible (goal p99 < 1 s), built server, replay x${SPEED}, ${SECONDS} s real = ${((runTo - runFrom) / 3600).toFixed(1)} replay hours, ${hours.length} hour boundaries ==`,
);
say(
  line(
    'close -> match listed in the API (receiveDate), per crypto match (30m-4h) found at its own close',
    visible,
  ),
);
for (const [close, { latencies, timeframes }] of [...byClose].sort((a, b) => a[0] - b[0]))
  say(
    `    closes at ${new Date(close * 1000).toISOString().slice(11, 16)} (timeframes with matches: ${[...timeframes].sort((a, b) => a - b).join(', ')}): n=${latencies.length}  p50 ${ms(pct(latencies, 50))}  max ${ms(Math.max(...latencies))}`,
  );
for (const hour of hours) {
  const cpu = cpuBetween(realOf(hour), realOf(hour) + BURST_CPU_SECONDS * 1000);
  if (cpu !== undefined)
    say(
      `    boundary ${new Date(hour * 1000).toISOString().slice(11, 16)}, CPU over its first ${BURST_CPU_SECONDS} s: main thread ${cpu.main} ms, other threads (scan, GC) ${cpu.others} ms`,
    );
}
say(line('hour boundary -> first ws matches notice', firstAfterHour));
say(line('hour boundary -> page 1 in hand after that notice', pageAfterHour));
say(
  `  close event -> scan applied (server's scan lag histogram, every source): ${scans} scans, p50 <= ${bucketOf(50)} s, p99 <= ${bucketOf(99)} s`,
);
say(
  `  server CPU over the run: process ${(cpuProcess / 1000).toFixed(1)} s, main thread ${(cpuMain / 1000).toFixed(1)} s (${(cpuMain / SECONDS / 10).toFixed(1)} % of a core; ${(cpuMain / scans).toFixed(2)} ms a scan, ticks, requests and writes included); other threads (scan workers, GC) ${((cpuProcess - cpuMain) / 1000).toFixed(1)} s (${((cpuProcess - cpuMain) / scans).toFixed(2)} ms a scan); peak RSS ${Math.round(peakRssMb())} MB`,
);
say(
  `  ws notices ${notices.length} (${notices.filter((n) => n.states.includes('active')).length} naming 'active'); ${rows} crypto rows read, by state ${[...states].map(([s, c]) => `${s} ${c}`).join(', ')}; state filter totals: ${filterAgrees.join(', ')}`,
);
say(
  `  load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} -> ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

server.kill('SIGTERM');
await exited;
if (PROFILE) {
  // The main thread's profile (thread id 0 in the file name): self time by function over the run, then over the
  // bursts alone (each hour boundary's first BURST_SECONDS), with the callers of the busiest functions there.
  const file = readdirSync(profDir).find((f) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f));
  if (process.env.BENCH_PROFILE_KEEP === '1') {
    const kept = path.join(serverDir, 'bench/.out/prof');
    mkdirSync(kept, { recursive: true });
    copyFileSync(path.join(profDir, file), path.join(kept, 'close-latency-main.cpuprofile'));
    // The other threads' (thread id in the name): the scan threads' busy spells beside the main thread's.
    for (const other of readdirSync(profDir))
      if (other !== file) copyFileSync(path.join(profDir, other), path.join(kept, `close-latency-${other}`));
    writeFileSync(
      path.join(kept, 'close-latency-windows.json'),
      JSON.stringify({ run: [runMonoFrom, runMonoTo], bursts: burstMono }),
    );
  }
  summarize(JSON.parse(readFileSync(path.join(profDir, file), 'utf8')));
}
rmSync(dataDir, { recursive: true, force: true });

function summarize(profile) {
  const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 3);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const nameOf = (id) => {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    return `${functionName || '(anonymous)'} ${path.basename(url)}:${lineNumber + 1}`;
  };
  const report = (label, inWindow, callersOf) => {
    const self = new Map();
    let at = profile.startTime;
    const sampled = new Map();
    for (let i = 0; i < profile.samples.length; i++) {
      at += profile.timeDeltas[i] ?? 0;
      if (!inWindow(at)) continue;
      const id = profile.samples[i];
      sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
    }
    for (const [id, us] of sampled) self.set(nameOf(id), (self.get(nameOf(id)) ?? 0) + us);
    const busy = [...self].filter(([key]) => !key.startsWith('(idle)') && !key.startsWith('(program)'));
    const total = busy.reduce((sum, [, us]) => sum + us, 0);
    say(
      `  main thread profile, ${label}: ${(total / 1e6).toFixed(1)} s busy (idle and program left out); top self time:`,
    );
    const top = busy.sort((a, b) => b[1] - a[1]).slice(0, 25);
    for (const [key, us] of top)
      say(
        `    ${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`,
      );
    if (!callersOf) return;
    // Who calls the busiest: the nearest caller frames (three up) of each sampled node, summed.
    for (const [key] of top.slice(0, 8)) {
      const chains = new Map();
      for (const [id, us] of sampled) {
        if (nameOf(id) !== key) continue;
        const chain = [];
        for (let up = parent.get(id); up !== undefined && chain.length < 3; up = parent.get(up))
          chain.push(nameOf(up));
        const name = chain.join(' < ') || '(root)';
        chains.set(name, (chains.get(name) ?? 0) + us);
      }
      say(`    ${key} called from:`);
      for (const [chain, us] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 3))
        say(`      ${(us / 1000).toFixed(0).padStart(6)} ms  < ${chain}`);
    }
  };
  report('over the run', (at) => at >= runMonoFrom && at <= runMonoTo, false);
  report(
    `the bursts (${burstMono.length} hour boundaries, their first ${BURST_SECONDS} s)`,
    (at) => burstMono.some((from) => at >= from && at <= from + BURST_SECONDS * 1e6),
    true,
  );
}
