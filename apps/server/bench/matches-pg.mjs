// The matches API over 1,000,000 matches with PostgreSQL as the store (issue 20: p99 < 50 ms at 50 connections).
//
//   node apps/server/bench/matches-pg.mjs
//
// Creates a database of its own (drop/create database on BENCH_PG, default the shared local cluster), bundles bench-app.ts
// (bench-child.mjs) and starts it in "serve" mode on that database (DATABASE_URL): the replay app, 1,000,000
// synthetic crypto matches stored the way scans store them, their receipts written to PostgreSQL by the journal.
// Then autocannon drives each matches call the web makes at BENCH_CONNECTIONS (default 50) for BENCH_DURATION s,
// identical requests (the answer cache) and requests that each differ (computed over the index), and prints
// p50 / p99 beside the 50 ms goal and the server's CPU per request. BENCH_MATCHES, BENCH_CALLS (comma list of the
// names below) narrow it; BENCH_SQLITE=1 runs the same on SQLite; BENCH_ENCODING asks for compressed answers;
// BENCH_APIS=2 serves the same matches from two api processes over the one database, the load's connections spread
// over both (the issue's measure); apps/server/bench/README.md says more.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  bundleBenchApp,
  cpuMsOf,
  drained,
  ms,
  outdir,
  pct,
  profileSummary,
  rssOf,
  serverDir,
  startBenchApp,
} from './bench-child.mjs';

const require = createRequire(path.join(serverDir, 'package.json'));
const autocannon = require('autocannon');
const say = (text = '') => process.stdout.write(`${text}\n`);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG = new URL(process.env.BENCH_PG ?? 'postgres://tradescope:tradescope@127.0.0.1:5432/postgres');
const DB_NAME = process.env.BENCH_DB ?? 'tradescope_bench_matches';
const GOAL_MS = 50;
// BENCH_PROFILE=1: a CPU profile of the server over each load run (top functions printed, files in bench/.out/prof).
const PROFILE = process.env.BENCH_PROFILE === '1';
const profDir = path.join(outdir, 'prof');
if (PROFILE) mkdirSync(profDir, { recursive: true });

// BENCH_SQLITE=1: the same run on the embedded SQLite file, to tell what PostgreSQL adds to a request.
const SQLITE = process.env.BENCH_SQLITE === '1';
// BENCH_APIS=<n>: n processes, each holding the million matches, share the database (PostgreSQL only).
const APIS = Number(process.env.BENCH_APIS ?? 1);
if (APIS < 1 || (SQLITE && APIS > 1)) throw new Error('BENCH_APIS: 1, or more on PostgreSQL');
// What createdb and dropdb do, through the maintenance database BENCH_PG names.
const onCluster = async (statement) => {
  const admin = new pg.Client({ connectionString: PG.href });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
};
const dropDb = () => onCluster(`drop database if exists ${DB_NAME} with (force)`);
if (!SQLITE) {
  await dropDb();
  await onCluster(`create database ${DB_NAME}`);
}
const databaseUrl = new URL(PG);
databaseUrl.pathname = `/${DB_NAME}`;

// What the web posts: periscope's list and its count, the grid sorted by 24 h change, dynamic (an advanced pack),
// and the radar's gauge. `vary` makes a body differ per request without dropping a row (volume >= a negative number).
const calls = {
  list: [
    'crypto/matches',
    { strategyPack: 'classic', assetPacks: ['all'], timeframes: [60, 240], positions: ['buy'] },
  ],
  grid: ['crypto/matches', { sort: 'change24h:desc', groupBy: 'asset' }],
  // The grid as the web asks for it: always through a strategy pack (at most 15 strategies, one column each).
  gridPack: [
    'crypto/matches',
    { strategyPack: 'classic', assetPacks: ['all'], sort: 'change24h:desc', groupBy: 'asset' },
  ],
  count: ['crypto/matches/count', { strategyPack: 'classic', assetPacks: ['all'] }],
  dynamic: ['crypto/matches/dynamic', { strategyPack: 'Momentum turn' }],
  radar: ['crypto/matches/count/aggregate', { source: 'binance-spot' }],
};
const chosen = (process.env.BENCH_CALLS ?? Object.keys(calls).join(',')).split(',').filter(Boolean);
for (const name of chosen) if (!(name in calls)) throw new Error(`BENCH_CALLS: no call named ${name}`);
let unique = 0;
const vary = (body) => JSON.stringify({ ...body, volume: { from: -1 - (unique++ % 1_000_000) / 1e6 } });

await bundleBenchApp();
// BENCH_NODE_FLAGS: extra node flags for the server (--cpu-prof --cpu-prof-dir=…).
const nodeArgs = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
// One after the other: each migrates the database and signs a user up as it starts. A second one finds the first's
// receipts (the clones' ids are the same) and restores them, as a restarted api does.
const apps = [];
for (let n = 0; n < APIS; n++) {
  const started = startBenchApp('serve', {
    nodeArgs,
    env: SQLITE ? process.env : { ...process.env, BENCH_DATABASE_URL: databaseUrl.href },
  });
  apps.push({ ...started, ready: await started.next('ready') });
}
const [app] = apps;
const { ready } = app;
let stored = 'SQLite';
if (!SQLITE) {
  const client = new pg.Client({ connectionString: databaseUrl.href });
  await client.connect();
  const { rows } = await client.query(
    "select count(*)::int as n, pg_size_pretty(pg_total_relation_size('match_receipts')) as size from match_receipts",
  );
  await client.end();
  stored = `PostgreSQL ${DB_NAME}: ${rows[0].n} receipts (${rows[0].size})`;
}
const heapMb = (m) => `heap ${m.heapUsedMb} MB, RSS ${m.rssMb} MB`;
say(
  `== POST /api/v1/crypto/matches* over ${ready.total} matches, ${SQLITE ? 'SQLite' : `PostgreSQL ${DB_NAME}`}, ${APIS} api process${APIS > 1 ? 'es' : ''} (goal p99 < ${GOAL_MS} ms) ==`,
);
say(
  `  ${ready.liveMatches} live matches (clones of ${ready.realCrypto} first-scan ones) made and indexed a series at a time in ${ready.indexMs} ms; their receipts written in ${ready.receiptsMs} ms, ${stored}${ready.table ? `; ${ready.table.segments} series, ${ready.table.groups} groups, ${ready.table.instruments} instruments` : ''}`,
);
say(
  `  memory: before the clone ${heapMb(ready.beforeClone)}; holding them ${heapMb(ready.indexed)} (the matches: ${(ready.indexed.heapUsedMb - ready.beforeClone.heapUsedMb).toFixed(0)} MB of heap); listening ${rssOf(ready.pid)} MB RSS`,
);
for (const other of apps.slice(1))
  say(
    `  api process ${apps.indexOf(other) + 1}: ${other.ready.liveMatches} live matches indexed in ${other.ready.indexMs} ms, holding them ${heapMb(other.ready.indexed)}; it takes process 1's tokens (sessions in the database)`,
  );
// BENCH_ENCODING=<accept-encoding>: ask for compressed answers as a browser does ("gzip, deflate, br"); unset, none.
const ENCODING = process.env.BENCH_ENCODING;
const headers = {
  authorization: `Bearer ${ready.token}`,
  'content-type': 'application/json',
  ...(ENCODING ? { 'accept-encoding': ENCODING } : {}),
};
const post = (route, body) =>
  fetch(`http://127.0.0.1:${ready.port}/api/v1/${route}`, { method: 'POST', headers, body });

for (const name of chosen) {
  const [route, body] = calls[name];
  // One at a time first: a request's own service time, nothing queued before it.
  const single = [];
  const cpu = [];
  let shape = '';
  for (let i = 0; i < 5; i++) {
    const from = performance.now();
    const cpuFrom = cpuMsOf(ready.pid);
    const response = await post(route, vary(body));
    const json = await response.json();
    single.push(performance.now() - from);
    cpu.push(cpuMsOf(ready.pid) - cpuFrom);
    if (i === 0)
      shape = `status ${response.status}, total ${json.data?.total ?? '-'}, ${(JSON.stringify(json).length / 1e3).toFixed(0)} kB of JSON${ENCODING ? `, ${(Number(response.headers.get('content-length')) / 1e3).toFixed(0)} kB sent as ${response.headers.get('content-encoding') ?? 'is'}` : ''}`;
  }
  say(`  [${name}] POST ${route} ${JSON.stringify(body)}: ${shape}`);
  say(`    1 at a time: p50 ${ms(pct(single, 50))}, server CPU p50 ${ms(pct(cpu, 50))}`);
  for (const mode of ['hit', 'miss']) {
    if (PROFILE) {
      app.proc.send('profile-start');
      await app.next('profiling');
    }
    for (const { proc, next } of apps) {
      proc.send('gc');
      await next('gc');
    }
    const cpuFrom = apps.map((a) => cpuMsOf(a.ready.pid));
    // One autocannon, its connections alternating over the processes' URLs (as a round-robin balancer spreads
    // them); each response's time is kept per process, so the p99 is over every request and per process.
    const times = new Map(apps.map((a) => [a.ready.port, []]));
    const instance = autocannon({
      url: apps.map((a) => `http://127.0.0.1:${a.ready.port}/api/v1/${route}`),
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      ...(mode === 'miss'
        ? { requests: [{ setupRequest: (request) => ({ ...request, body: vary(body) }) }] }
        : {}),
      connections: CONNECTIONS,
      duration: DURATION,
      timeout: 60,
    });
    instance.on('response', (client, _status, _bytes, responseTime) =>
      times.get(Number(client.opts.port))?.push(responseTime),
    );
    const result = await instance;
    const all = [...times.values()].flat();
    const p99 = APIS === 1 ? result.latency.p99 : Math.round(pct(all, 99));
    const verdict =
      result.requests.total === 0 ? 'no answer within the run' : p99 < GOAL_MS ? 'goal met' : 'goal NOT met';
    // The server's CPU per answered request holds on a shared machine better than latency does.
    const perProcess = [];
    for (const [n, a] of apps.entries()) {
      const answered = APIS === 1 ? result.requests.total : times.get(a.ready.port).length;
      const cpuPer = (cpuMsOf(a.ready.pid) - cpuFrom[n]) / Math.max(1, answered);
      a.proc.send('gc');
      const gc = await a.next('gc');
      perProcess.push({ answered, cpuPer, gc, p99: Math.round(pct(times.get(a.ready.port), 99)) });
    }
    const described = ({ cpuPer, gc }) =>
      `server CPU ${cpuPer.toFixed(2)} ms/request, GC pauses ${gc.count} (${gc.totalMs.toFixed(0)} ms, longest ${gc.maxMs.toFixed(0)} ms)`;
    say(
      `    ${CONNECTIONS} conns${APIS > 1 ? ` over ${APIS} processes` : ''}, ${mode === 'hit' ? 'identical (answer cache)' : 'each computed     '}: ${result.requests.average.toFixed(0)} req/s, p50 ${APIS === 1 ? result.latency.p50 : Math.round(pct(all, 50))} ms, p99 ${p99} ms (goal ${GOAL_MS} ms: ${verdict}), ${APIS === 1 ? described(perProcess[0]) : 'per process below'}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}, load ${os.loadavg()[0].toFixed(1)}`,
    );
    if (APIS > 1)
      for (const [n, figures] of perProcess.entries())
        say(
          `      process ${n + 1}: ${figures.answered} answered, p99 ${figures.p99} ms, ${described(figures)}`,
        );
    if (PROFILE) {
      const file = path.join(profDir, `${name}-${mode}.cpuprofile`);
      app.proc.send({ profileTo: file });
      await app.next('profiled');
      const summary = profileSummary(JSON.parse(readFileSync(file, 'utf8')), 20);
      say(`      CPU profile of process 1 (${summary.totalMs.toFixed(0)} ms sampled), self time:`);
      for (const line of summary.self) say(`        ${line}`);
      say('      inclusive:');
      for (const line of summary.inclusive) say(`        ${line}`);
    }
    // Requests autocannon abandoned at the end are still computed: the next run starts once the server is idle.
    for (const a of apps) await drained(a.ready.pid);
  }
}
say(
  `  server RSS at the end: ${apps.map((a) => rssOf(a.ready.pid)).join(' MB, ')} MB; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const { proc } of apps) proc.send('stop');
for (const { exited } of apps) await exited;
if (!SQLITE && process.env.BENCH_KEEP_DB !== '1') await dropDb();
