// The scale mode's feed relay (issue 20): one scanner runs the replay feed and relays it through Redis; api processes
// open no feed and serve what it relays. All on loopback:
//
//   node apps/server/bench/feed-relay.mjs
//
// Needs PostgreSQL (BENCH_DATABASE_URL, default the tests' tradescope_test; a schema of its own is made and dropped)
// and redis-server on PATH (started here on a free port). Builds dist/ (build.mjs), then measures:
//   1. the snapshot in Redis for the replay's universe (every listed series' window, packed), and what the same
//      layout takes for the shipped catalog in live mode (every instrument x every timeframe its source lists);
//   2. an api's start -> ready (health 200: the relay loaded, with the matches snapshot), BENCH_API_STARTS times,
//      beside the scanner's own start (the replay feed an api used to start for itself); with BENCH_ANCHOR=<the
//      apps/server folder of another build> (built), its api (MARKET_DATA=replay) is started alternately with ours;
//      each is kept 10 s after it is ready, to see what its feed (or the relay) costs it with no requests;
//   3. candle close (its entry on the relay's stream) -> the first "prices" push carrying its symbol on sockets of two
//      api processes, BENCH_WS_CLIENTS sockets each, for BENCH_SECONDS of replay at REPLAY_SPEED BENCH_SPEED, while
//      autocannon asks both apis for the assets page (BENCH_CONNECTIONS connections).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const require = createRequire(path.join(serverDir, 'package.json'));
const pg = require('pg');
const WebSocket = require('ws');
const { Redis } = require('ioredis');
const autocannon = require('autocannon');
const BASE_DB =
  process.env.BENCH_DATABASE_URL ?? 'postgres://tradescope:tradescope@127.0.0.1:5432/tradescope_test';
const API_STARTS = Number(process.env.BENCH_API_STARTS ?? 3);
const WS_CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SPEED = Number(process.env.BENCH_SPEED ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const say = (text = '') => process.stdout.write(`${text}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@tradescope/'));
const outdir = path.join(here, '.out');
await build({
  stdin: {
    contents: `export { catalogInstruments } from './src/market-data/replay/replay-catalog';
export { sourceByName } from '@tradescope/domain';
export { connectRedisBus, RelayedFeed } from './src/redis';`,
    resolveDir: serverDir,
    loader: 'ts',
  },
  outfile: path.join(outdir, 'catalog.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
const { catalogInstruments, connectRedisBus, RelayedFeed, sourceByName } = await import(
  path.join(outdir, 'catalog.js')
);

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const loadNow = () =>
  `load average ${os
    .loadavg()
    .map((one) => one.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`;
const cpuOf = (child) => {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const describe = (values) => {
  if (values.length === 0) return 'no samples';
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${Math.round(percentile(sorted, 50))} ms, p99 ${Math.round(percentile(sorted, 99))} ms, max ${Math.round(sorted.at(-1))} ms (${sorted.length} samples)`;
};
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

const redisPort = await freePort();
const redisServer = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], {
  stdio: 'ignore',
});
const redisUrl = `redis://127.0.0.1:${redisPort}`;
const schema = `bench_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: BASE_DB });
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);
const dbUrl = new URL(BASE_DB);
dbUrl.searchParams.set('options', `-c search_path=${schema}`);
const databaseUrl = dbUrl.toString();

const children = new Set();
const ANCHOR = process.env.BENCH_ANCHOR;
const startRole = async (role, env = {}, cwd = serverDir) => {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd,
    env: {
      PATH: process.env.PATH,
      ROLE: role,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `tradescope-bench-${role}-`)),
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      TRACK_RECORD: 'off',
      LOG_LEVEL: 'warn',
      AUTH_ATTEMPTS_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${role} exited at start`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) break;
    await sleep(50);
  }
  return { role, port, child, startMs: performance.now() - started, startCpu: cpuOf(child) };
};
const stop = async (one) => {
  const gone = new Promise((resolve) => one.child.once('exit', resolve));
  one.child.kill('SIGTERM');
  await gone;
};

try {
  say(`Feed relay on loopback: PostgreSQL schema ${schema}, Redis :${redisPort}, ${loadNow()}`);
  // The scanner migrates here (it starts alone) and runs the deployment's one feed.
  const scanner = await startRole('scanner', { MARKET_DATA: 'replay', REPLAY_SPEED: String(SPEED) });
  say(
    `  scanner (replay feed, first full scan queued) ready in ${Math.round(scanner.startMs)} ms, ${scanner.startCpu.toFixed(1)} CPU s`,
  );

  // 1. The snapshot.
  const redis = new Redis(redisUrl);
  const windows = await redis.hgetall('tradescope:feed:series');
  const ids = Object.keys(windows);
  let bytes = 0;
  let memory = 0;
  for (const id of ids) {
    bytes += await redis.strlen(`tradescope:feed:candles:${id}`);
    memory += Number(await redis.memory('USAGE', `tradescope:feed:candles:${id}`));
  }
  const metaBytes = await redis.strlen('tradescope:feed:meta');
  const catalog = catalogInstruments();
  const liveSeries = catalog.reduce(
    (sum, one) => sum + (sourceByName(one.source)?.timeframes.length ?? 0),
    0,
  );
  say();
  say(
    `1. snapshot of the replay: ${ids.length} series, ${mb(bytes)} of packed candles (${mb(memory)} in Redis memory), instruments and status ${mb(metaBytes)}`,
  );
  say(
    `   the shipped catalog live: ${catalog.length} instruments, ${liveSeries} series x 1000 candles x 48 bytes = ${mb(liveSeries * 1000 * 48)} (string at most twice its window between compactions)`,
  );

  // The relay's part of an api's start: the snapshot read and decoded, in this process.
  const quiet = { warn: () => {}, error: () => {} };
  const bus = await connectRedisBus(redisUrl, quiet);
  const loads = [];
  for (let i = 0; i < API_STARTS; i += 1) {
    const relayed = new RelayedFeed(bus, Date.now, quiet);
    const wall = performance.now();
    const cpu = process.cpuUsage();
    await relayed.load();
    const used = process.cpuUsage(cpu);
    loads.push(
      `${Math.round(performance.now() - wall)} ms / ${((used.user + used.system) / 1e6).toFixed(2)} CPU s`,
    );
  }
  await bus.close();
  say(`   the snapshot read and decoded (RelayedFeed.load): ${loads.join(', ')} (${loadNow()})`);

  // 2. api start -> ready.
  // Each kept 10 s after it is ready: what its feed (or the relay) costs it with nothing asked.
  const startAndIdle = async (...args) => {
    const api = await startRole(...args);
    await sleep(10_000);
    api.idleCpu = cpuOf(api.child) - api.startCpu;
    await stop(api);
    return api;
  };
  const starts = [];
  const anchors = [];
  for (let i = 0; i < API_STARTS; i += 1) {
    starts.push(await startAndIdle('api'));
    if (ANCHOR === undefined) continue;
    anchors.push(await startAndIdle('api', { MARKET_DATA: 'replay', REPLAY_SPEED: String(SPEED) }, ANCHOR));
  }
  const figures = (list) =>
    list
      .map(
        (one) =>
          `${Math.round(one.startMs)} ms / ${one.startCpu.toFixed(1)} CPU s (then ${one.idleCpu.toFixed(1)} CPU s in 10 s)`,
      )
      .join(', ');
  say();
  say(`2. api start -> ready (relay and matches snapshot loaded), ${loadNow()}:`);
  say(`   ${figures(starts)}`);
  if (ANCHOR !== undefined) say(`   anchor (${ANCHOR}, an api starting its own replay): ${figures(anchors)}`);

  // 3. close -> price push on two apis' sockets, under load.
  const apis = [await startRole('api'), await startRole('api')];
  const signUp = async (api, i) => {
    const email = `bench-${i}-${Date.now()}@example.test`;
    const res = await fetch(`http://127.0.0.1:${api.port}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery', displayName: 'Bench Trader' }),
    });
    const cookie =
      res.headers
        .getSetCookie()
        .find((one) => one.startsWith('ts_session='))
        ?.split(';')[0] ?? '';
    const token = await fetch(`http://127.0.0.1:${api.port}/api/v1/token`, { headers: { cookie } });
    return (await token.json())?.data?.token;
  };
  const tokens = [];
  for (let i = 0; i < Math.ceil((WS_CLIENTS * 2) / 5); i += 1) tokens.push(await signUp(apis[0], i));
  if (tokens.some((token) => typeof token !== 'string')) throw new Error('sign-up gave no token');
  const sockets = apis.flatMap((api, a) =>
    Array.from({ length: WS_CLIENTS }, (_, i) => {
      const pushes = [];
      const socket = new WebSocket(`ws://127.0.0.1:${api.port}/ws/v1/crypto`);
      socket.on('open', () => {
        socket.send(JSON.stringify({ type: 'auth', token: tokens[Math.floor((a * WS_CLIENTS + i) / 5)] }));
        socket.send(JSON.stringify({ type: 'subscribe', source: 'binance-spot' }));
      });
      socket.on('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.type === 'prices')
          pushes.push({ at: Date.now(), symbols: new Set(message.prices.map((one) => one.symbol)) });
      });
      return { api: a, socket, pushes };
    }),
  );
  await sleep(2000);
  // What following the relay costs an api with no requests: its prices, forming candles and closes.
  const idleBefore = apis.map((one) => cpuOf(one.child));
  await sleep(20_000);
  say();
  say(
    `   CPU s of each api following the relay for 20 s with ${WS_CLIENTS} sockets and no requests: ${apis.map((one, i) => (cpuOf(one.child) - idleBefore[i]).toFixed(2)).join(', ')} (${loadNow()})`,
  );
  // The relay's closes as the feed's process wrote them (the stream id is Redis's clock, the machine's).
  const follower = new Redis(redisUrl);
  const closes = [];
  let following = true;
  const follow = (async () => {
    let last = '$';
    while (following) {
      const batch = await follower.xread(
        'COUNT',
        1000,
        'BLOCK',
        1000,
        'STREAMS',
        'tradescope:feed:stream',
        last,
      );
      for (const [, entries] of batch ?? [])
        for (const [id, fields] of entries) {
          last = id;
          const at = Number(id.split('-')[0]);
          if (fields[0] === 'close') closes.push({ at, id });
        }
    }
  })();
  const cpuBefore = [scanner, ...apis].map((one) => cpuOf(one.child));
  const load = loadNow();
  const token = tokens[0];
  const cannons = apis.map((api) =>
    autocannon({
      url: `http://127.0.0.1:${api.port}/api/v1/crypto`,
      headers: { authorization: `Bearer ${token}` },
      connections: Math.ceil(CONNECTIONS / 2),
      duration: SECONDS,
    }),
  );
  const answered = await Promise.all(cannons);
  following = false;
  await follow;
  const cpuUsed = [scanner, ...apis].map((one, i) => (cpuOf(one.child) - cpuBefore[i]).toFixed(1));
  // Which symbol each close was for: read back from the stream (the entry's value is v8-serialized).
  const { deserialize } = await import('node:v8');
  const latencies = [[], []];
  let closesSeen = 0;
  for (const close of closes) {
    const [[, fields]] = await redis.xrangeBuffer('tradescope:feed:stream', close.id, close.id);
    const { source, symbol } = deserialize(fields[1]);
    if (source !== 'binance-spot') continue;
    closesSeen += 1;
    for (const { api, pushes } of sockets) {
      const push = pushes.find((one) => one.at >= close.at && one.symbols.has(symbol));
      if (push !== undefined) latencies[api].push(push.at - close.at);
    }
  }
  say();
  say(
    `3. close -> first "prices" push with its symbol, ${WS_CLIENTS} sockets on each of 2 apis, ${SECONDS} s at replay speed ${SPEED}, autocannon ${CONNECTIONS} connections on GET /crypto (the assets page) over both`,
  );
  say(
    `   load before: ${load}; CPU s during: scanner ${cpuUsed[0]}, api-1 ${cpuUsed[1]}, api-2 ${cpuUsed[2]}`,
  );
  say(`   binance-spot closes relayed: ${closesSeen} (all sources ${closes.length})`);
  for (const api of [0, 1]) say(`   api-${api + 1}: ${describe(latencies[api])}`);
  say(
    `   assets page: ${answered.map((one) => `${one.requests.total} requests, p99 ${one.latency.p99} ms, non-2xx ${one.non2xx}`).join('; ')}`,
  );
  for (const { socket } of sockets) socket.close();
  redis.disconnect();
  follower.disconnect();
} finally {
  for (const child of children) child.kill('SIGKILL');
  redisServer.kill('SIGKILL');
  await admin.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => {});
  await admin.end().catch(() => {});
}
