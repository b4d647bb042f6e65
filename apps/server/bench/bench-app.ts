// The server side of the matches benchmarks (run through run.mjs, which bundles this file with esbuild next to a
// bundled scan worker, so the app scans on a worker thread as the built server does).
//
//   node bench/.out/bench-app.js serve    -> replay app + 1,000,000 synthetic matches, listening on 127.0.0.1
//   node bench/.out/bench-app.js latency  -> replay app, steps the replay clock, measures close -> applied -> ws
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import { sourceByName } from '@tradescope/domain';
import type { ScanMatch, SeriesKey } from '@tradescope/engine';
import { WebSocket } from 'ws';
import { signUpUser, startTestApp } from '../test';

const mode = process.argv[2] ?? 'serve';
const TOTAL = Number(process.env.BENCH_MATCHES ?? 1_000_000);
const STEPS = Number(process.env.BENCH_STEPS ?? 120);
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
const mem = () => {
  const m = process.memoryUsage();
  return { rssMb: mb(m.rss), heapUsedMb: mb(m.heapUsed), arrayBuffersMb: mb(m.arrayBuffers) };
};
const out = (object: unknown) => process.stdout.write(`${JSON.stringify(object)}\n`);
const gc = () => (globalThis as { gc?: () => void }).gc?.();

const startedAt = performance.now();
// matches-pg.mjs points the app at a PostgreSQL database of its own; run.mjs keeps SQLite in a temp folder.
const databaseUrl = process.env.BENCH_DATABASE_URL;
const t = await startTestApp({
  MARKET_DATA: 'replay',
  ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
});
const readyMs = performance.now() - startedAt;
gc();
const afterStart = mem();
await t.app.liveMatches.idle();
const firstScanMs = performance.now() - startedAt;
gc();
const afterFirstScan = mem();
const { app, db, clock } = t;
const replay = app.marketData.replay!;
const series = [...app.marketData.feed.store.all()].length;
out({
  kind: 'memory',
  instruments: app.marketData.feed.instruments().length,
  series,
  readyMs: Math.round(readyMs),
  firstScanDoneMs: Math.round(firstScanMs),
  liveMatches: app.liveMatches.stats().liveMatches,
  afterStart,
  afterFirstScan,
});

const user = await signUpUser(app);
await db
  .updateTable('users')
  .set({
    access_json: JSON.stringify({
      access: { pro: Math.floor(clock.now / 1000) + 86_400 * 30 },
      globalAccess: { pro: Math.floor(clock.now / 1000) + 86_400 * 30 },
      falconAccess: {},
      limitedAccess: {},
    }),
  })
  .where('id', '=', user.userId)
  .execute();
const token = user.headers.authorization.slice('Bearer '.length);
let indexMs = 0;
let receiptsMs = 0;

if (mode === 'serve') {
  // 1,000,000 matches: clones of the real crypto matches of the first scan (same series, strategies, zones and chart
  // data, so instrument lookup, access and the c_ join run as in production), each with its own id, match date and
  // passed-candle count. The clock is not moved, so the replay closes no candle while the load runs.
  const real = [...app.liveMatches.live.all()].filter((match) =>
    (sourceByName(match.source)?.markets as readonly string[] | undefined)?.includes('crypto'),
  );
  if (real.length === 0) throw new Error('no crypto matches to clone');
  gc();
  const beforeClone = mem();
  // The clones of each series are made when it is stored and dropped after, so the process never holds a million
  // match objects at once (an api process takes them a series at a time): its RSS is then what holding them costs.
  const seriesOfReal = new Map<string, { key: SeriesKey; at: number[] }>();
  for (let r = 0; r < real.length; r++) {
    const { source, symbol, timeframe } = real[r]!;
    const name = `${source}|${symbol}|${timeframe}`;
    const entry = seriesOfReal.get(name);
    if (entry === undefined)
      seriesOfReal.set(name, { key: { source, symbol, timeframe } as SeriesKey, at: [r] });
    else entry.at.push(r);
  }
  const cloneOf = (i: number): ScanMatch => {
    const base = real[i % real.length]!;
    const generation = Math.floor(i / real.length);
    return {
      ...base,
      id: `${base.id}~${i}`,
      matchDate: base.matchDate - generation * base.timeframe * 60,
      passedCandle: base.passedCandle + (generation % 50),
      chartData: structuredClone(base.chartData),
    };
  };
  // Stored one replacement per series, so the matches index is built as in production: as an api process takes a
  // scanner's series (the index alone, no live store; BENCH_FEED=store: through the live store, as this process's own
  // scans store them, which keeps every match as an object besides the index's columns).
  const viaStore = process.env.BENCH_FEED === 'store';
  const indexedFrom = performance.now();
  for (const { key, at } of seriesOfReal.values()) {
    const matches: ScanMatch[] = [];
    for (let generation = 0; generation * real.length < TOTAL; generation++)
      for (const r of at) {
        const i = generation * real.length + r;
        if (i < TOTAL) matches.push(cloneOf(i));
      }
    if (viaStore) app.liveMatches.live.replace(key, matches);
    else app.liveMatches.index.replace(key, matches);
  }
  indexMs = Math.round(performance.now() - indexedFrom);
  // From here on only the index (and the live store, BENCH_FEED=store) holds the matches: what a process holding a
  // million costs.
  gc();
  const indexed = mem();
  // The index stamps a receipt per new match and the journal writes them in batches between turns of the event
  // loop; that is a restart's one-off (a million rows), not the steady state, so the load starts once it is done.
  const storedFrom = performance.now();
  const live = app.liveMatches.stats().liveMatches;
  // Until the count stops moving too: a second api process on the same database (matches-pg.mjs BENCH_APIS) finds
  // the first one's rows there already.
  for (let last = -1; ; ) {
    const { n } = await db
      .selectFrom('match_receipts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) >= live && Number(n) === last) break;
    last = Number(n);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  receiptsMs = Math.round(performance.now() - storedFrom);
  gc();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as { port: number };
  out({
    kind: 'ready',
    port: address.port,
    token,
    pid: process.pid,
    realCrypto: real.length,
    total: TOTAL,
    liveMatches: app.liveMatches.stats().liveMatches,
    indexMs,
    receiptsMs,
    // What a request walks: series (segments), groups and instruments of the index's table.
    table: (({ segments, groupCount, keys }) => ({
      segments: segments.length,
      groups: groupCount,
      instruments: keys.length,
    }))(app.liveMatches.index.table()),
    beforeClone,
    indexed,
    afterLoad: mem(),
  });
  // matches-pg.mjs BENCH_PROFILE: a CPU profile of one load run at a time (not start-up and the clone).
  const inspector = new Session();
  inspector.connect();
  // Garbage collection pauses on the main thread since the last 'gc' asked (matches-pg.mjs reads them per run).
  let pauses: number[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push(entry.duration);
  }).observe({ entryTypes: ['gc'] });
  process.on('message', async (message) => {
    if (message === 'mem') {
      out({ kind: 'mem', ...mem() });
    }
    if (message === 'gc') {
      const sorted = pauses.sort((a, b) => a - b);
      out({
        kind: 'gc',
        count: sorted.length,
        totalMs: sorted.reduce((sum, ms) => sum + ms, 0),
        maxMs: sorted.at(-1) ?? 0,
      });
      pauses = [];
    }
    if (message === 'profile-start') {
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.start');
      out({ kind: 'profiling' });
    }
    if (typeof message === 'object' && message !== null && 'profileTo' in message) {
      const { profile } = await inspector.post('Profiler.stop');
      writeFileSync(String(message.profileTo), JSON.stringify(profile));
      out({ kind: 'profiled' });
    }
    if (message === 'stop') {
      await t.close();
      process.exit(0);
    }
  });
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
} else {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  out({ kind: 'listening', port, token });
  // run.mjs may load the API while the replay is stepped (BENCH_LATENCY_LOAD); it answers once its load runs.
  if (process.env.BENCH_LATENCY_LOAD) await new Promise((resolve) => process.once('message', resolve));
  const market = 'crypto';
  // Close times per series (FIFO), stamped by a listener registered after the scanner's.
  const closes = new Map<string, number[]>();
  let stepClosedAt = 0;
  app.marketData.feed.events.on('candle-close', (event) => {
    const key = `${event.source}|${event.symbol}|${event.timeframe}`;
    const list = closes.get(key) ?? [];
    list.push(performance.now());
    closes.set(key, list);
  });
  const applied: number[] = [];
  let lastApplied = 0;
  const bursts: { closes: number; lastAppliedMs: number }[] = [];
  const liveMatches = app.liveMatches.live as unknown as {
    replace: (key: { source: string; symbol: string; timeframe: number }, matches: ScanMatch[]) => unknown;
  };
  const original = liveMatches.replace.bind(liveMatches);
  liveMatches.replace = (key, matches) => {
    const result = original(key, matches);
    const list = closes.get(`${key.source}|${key.symbol}|${key.timeframe}`);
    const at = list?.shift();
    const now = performance.now();
    if (at !== undefined) applied.push(now - at);
    lastApplied = now;
    return result;
  };
  const wsFirst: number[] = [];
  const wsAll: number[] = [];
  const apiAfterWs: number[] = [];
  let firstInStep = true;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/v1/${market}?token=${encodeURIComponent(token)}`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type: string };
    if (message.type !== 'matches' || stepClosedAt === 0) return;
    const latency = performance.now() - stepClosedAt;
    wsAll.push(latency);
    if (firstInStep) {
      firstInStep = false;
      wsFirst.push(latency);
      // What the client does next: fetch page 1; time from the close to the answer in hand.
      void fetch(`http://127.0.0.1:${port}/api/v1/${market}/matches`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      })
        .then((response) => response.text())
        .then(() => apiAfterWs.push(performance.now() - (stepStartedAt ?? 0)));
    }
  });
  let stepStartedAt: number | undefined;
  let closesSeen = 0;
  // CPU over the steps, the whole process (scan workers included) and its main thread alone: figures that hold on a
  // shared machine better than latencies do.
  const cpuBefore = process.cpuUsage();
  const mainBefore = mainThreadCpuMs();
  const scansBefore = app.liveMatches.stats().scans;
  for (let i = 0; i < STEPS; i++) {
    firstInStep = true;
    clock.now += 60_000;
    const before = [...closes.values()].reduce((n, l) => n + l.length, 0);
    stepStartedAt = performance.now();
    stepClosedAt = stepStartedAt;
    replay.step();
    const closed = [...closes.values()].reduce((n, l) => n + l.length, 0) - before;
    closesSeen += closed;
    await app.liveMatches.idle();
    if (closed > 0) bursts.push({ closes: closed, lastAppliedMs: Math.round(lastApplied - stepClosedAt) });
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const cpuUsed = process.cpuUsage(cpuBefore);
  const cpu = {
    processMs: (cpuUsed.user + cpuUsed.system) / 1000,
    mainThreadMs: mainThreadCpuMs() - mainBefore,
  };
  const scans = app.liveMatches.stats().scans - scansBefore;
  socket.close();
  gc();
  out({
    kind: 'latency',
    steps: STEPS,
    replayMinutes: STEPS,
    closesSeen,
    scans,
    applied,
    bursts: bursts.sort((a, b) => b.lastAppliedMs - a.lastAppliedMs).slice(0, 5),
    wsFirst,
    wsAll,
    apiAfterWs,
    afterSteps: mem(),
    cpu,
  });
  await t.close();
  process.exit(0);
}

/** CPU milliseconds of the main thread (Linux: its task's utime + stime, in clock ticks of 10 ms); NaN elsewhere. */
function mainThreadCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
