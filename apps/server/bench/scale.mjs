// Scale-mode benchmark (issue 20): PostgreSQL + Redis + 2 api + 1 scanner + 1 notifier, all on loopback.
//
//   node apps/server/bench/scale.mjs
//
// Needs PostgreSQL (BENCH_DATABASE_URL, default the tests' tradescope_test; a schema of its own is made and dropped)
// and redis-server on PATH (started here on a free port, no persistence). Builds dist/ (build.mjs), bundles the work
// queue module into bench/.out, starts every process from dist/server.js in its ROLE, then measures:
//   1. a burst of closes (BENCH_SERIES series x BENCH_CLOSES closes of real BTCUSDT 4h candles) through one scanner;
//   2. the same burst again with the scanner killed (SIGKILL) mid-burst and a new one started: every scan done, each
//      series scanned once per close, and as many live matches per series as the undisturbed run stored;
//   3. a session made on one api used on the other;
//   4. BENCH_ALERTS outbox rows delivered by the notifier to an SMTP sink on loopback;
//   5. candle close -> "matches" notice on websockets of both api processes (neither scans: the scanner's matches
//      reach them through the Redis fan-out): BENCH_FANOUT_BURSTS bursts of BENCH_FANOUT_SERIES real binance-spot
//      series closing at once, BENCH_WS_CLIENTS sockets per api;
//   6. kill -9 of one api behind nginx (deploy/nginx.conf, pointed at the two processes) while bursts go on every
//      BENCH_KILL_EVERY_MS and autocannon asks the matches API through it: the sockets reconnect as the web's do
//      (spec §4: after 10 s, BENCH_RECONNECT_MS) and land on the other api; notices missed while connected, notices
//      missed while reconnecting, failed requests.
// BENCH_ONLY=fanout runs 3, 5 and 6 only.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
const { SMTPServer } = require('smtp-server');
const WebSocket = require('ws');
const BASE_DB =
  process.env.BENCH_DATABASE_URL ?? 'postgres://tradescope:tradescope@127.0.0.1:5432/tradescope_test';
const SERIES = Number(process.env.BENCH_SERIES ?? 64);
const CLOSES = Number(process.env.BENCH_CLOSES ?? 10);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 2000);
const FANOUT_SERIES = Number(process.env.BENCH_FANOUT_SERIES ?? 32);
const FANOUT_BURSTS = Number(process.env.BENCH_FANOUT_BURSTS ?? 30);
const WS_CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 20);
const KILL_EVERY_MS = Number(process.env.BENCH_KILL_EVERY_MS ?? 2000);
const KILL_BURSTS = Number(process.env.BENCH_KILL_BURSTS ?? 20);
const RECONNECT_MS = Number(process.env.BENCH_RECONNECT_MS ?? 10_000);
const ONLY = process.env.BENCH_ONLY;
const say = (text = '') => process.stdout.write(`${text}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@tradescope/'),
);
const outdir = path.join(here, '.out');
await build({
  entryPoints: { 'work-queue': path.join(serverDir, 'src/work-queue/index.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
const { createScanQueue, encodeColumns } = await import(path.join(outdir, 'work-queue.js'));

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// Services: Redis of our own, a PostgreSQL schema of our own.
const redisPort = await freePort();
const redis = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], {
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
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();

const children = new Set();
// An api is ready once a scanner's feed relay is loaded (it opens no feed): `live` waits only for it to answer.
const startRole = async (role, env = {}, until = 'ready') => {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      ROLE: role,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `tradescope-bench-${role}-`)),
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      MARKET_DATA: 'off',
      LOG_LEVEL: 'warn',
      // The bench signs up a user per 5 sockets from one address.
      AUTH_ATTEMPTS_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${role} exited at start`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health${until === 'live' ? '/live' : ''}`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) break;
    await sleep(100);
  }
  return { role, port, child, startMs: performance.now() - started };
};
const readyAfter = async (one) => {
  while ((await fetch(`http://127.0.0.1:${one.port}/api/v1/health`)).status !== 200) await sleep(50);
};

// Real binance-spot instruments (the shipped catalog's), so the scanner files each series under its market.
const FANOUT_SYMBOLS = [
  'BTCUSDT',
  'ETHUSDT',
  'BNBUSDT',
  'SOLUSDT',
  'XRPUSDT',
  'ADAUSDT',
  'DOGEUSDT',
  'LTCUSDT',
];
const FANOUT_TIMEFRAMES = [15, 30, 60, 240, 1440];

/** CPU seconds (user + system) each process has used so far. */
const cpuOf = (processes) =>
  processes.map(({ child }) => {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  });
const loadNow = () =>
  `load average ${os
    .loadavg()
    .map((one) => one.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const describe = (values) => {
  if (values.length === 0) return 'no samples';
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${Math.round(percentile(sorted, 50))} ms, p99 ${Math.round(percentile(sorted, 99))} ms, max ${Math.round(sorted.at(-1))} ms (${sorted.length} samples)`;
};

/**
 * A market socket as the web holds one (spec §4): the token and the subscription in its first messages, and after a
 * drop a new socket `reconnectMs` later. Stamps every "matches" notice and each time it was down.
 */
const openClient = (url, token, reconnectMs) => {
  const notices = [];
  const downs = [];
  let stopped = false;
  let subscribed = false;
  let socket;
  const connect = () => {
    socket = new WebSocket(url);
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'auth', token }));
      socket.send(JSON.stringify({ type: 'subscribe', source: 'binance-spot' }));
    });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'matches') notices.push(performance.now());
      if (message.type === 'subscribed' && !subscribed) {
        subscribed = true;
        const down = downs.at(-1);
        if (down !== undefined && down[1] === undefined) down[1] = performance.now();
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      if (stopped) return;
      if (subscribed) downs.push([performance.now(), undefined]);
      subscribed = false;
      if (reconnectMs !== undefined) setTimeout(connect, reconnectMs);
    });
  };
  connect();
  return {
    notices,
    get subscribed() {
      return subscribed;
    },
    /** [went down, subscribed again] in ms; still down: Infinity. */
    gaps: () => downs.map(([from, to]) => [from, to ?? Number.POSITIVE_INFINITY]),
    stop: () => {
      stopped = true;
      socket.close();
    },
  };
};
const waitUntilSubscribed = async (clients) => {
  const deadline = Date.now() + 30_000;
  while (!clients.every((client) => client.subscribed)) {
    if (Date.now() > deadline) throw new Error('sockets not subscribed in 30 s');
    await sleep(50);
  }
};

/** nginx with the shipped deploy/nginx.conf's server block, its upstream the api processes on loopback. */
const startNginx = async (port, apiPorts) => {
  const prefix = mkdtempSync(path.join(tmpdir(), 'tradescope-bench-nginx-'));
  const shipped = readFileSync(path.join(serverDir, '../../deploy/nginx.conf'), 'utf8')
    .replace('server api-1:8080', `server 127.0.0.1:${apiPorts[0]}`)
    .replace('server api-2:8080', `server 127.0.0.1:${apiPorts[1]}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${shipped}
}
`,
  );
  const child = spawn('nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  children.add(child);
  child.once('exit', () => children.delete(child));
  for (;;) {
    if (child.exitCode !== null) throw new Error('nginx exited at start');
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return child;
    await sleep(100);
  }
};

const cleanup = async () => {
  for (const child of children) child.kill('SIGKILL');
  redis.kill('SIGKILL');
  await db.end().catch(() => {});
  await admin.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => {});
  await admin.end().catch(() => {});
};

try {
  say(`Scale mode on loopback: PostgreSQL schema ${schema}, Redis :${redisPort}`);
  // The first api migrates and seeds; the rest start on a ready schema. The apis are ready once the scanner's feed
  // (MARKET_DATA=off here: no instruments, no candles) is relayed.
  const api1 = await startRole('api', {}, 'live');
  const [scanner, notifier] = await Promise.all([startRole('scanner'), startRole('notifier')]);
  const api2 = await startRole('api');
  await readyAfter(api1);
  for (const one of [api1, api2, scanner, notifier])
    say(`  ${one.role.padEnd(8)} :${one.port} ready in ${Math.round(one.startMs)} ms`);

  // 1 and 2: bursts of closes through the queue, as scanners' feeds queue them.
  const fixture = JSON.parse(
    readFileSync(path.join(serverDir, '../../packages/engine/test/fixtures/btcusdt-240.json'), 'utf8'),
  );
  const sliced = (length) =>
    Object.fromEntries(
      ['time', 'open', 'high', 'low', 'close', 'volume'].map((name) => [
        name,
        Float64Array.from(fixture[name].slice(0, length)),
      ]),
    );
  const first = fixture.time.length - CLOSES;
  const queue = await createScanQueue({ redisUrl });
  await queue.start();
  // The scanner that runs now (section 2 replaces it).
  let scanning = scanner;
  if (ONLY !== 'fanout') {
    const applied = async (prefix) =>
      Number(
        (
          await db.query(`select coalesce(sum(scans), 0) as n from series_scans where series like $1`, [
            `binance-spot|${prefix}%`,
          ])
        ).rows[0].n,
      );
    const burst = async (prefix) => {
      const started = performance.now();
      for (let close = 0; close < CLOSES; close += 1) {
        const columns = encodeColumns(sliced(first + close + 1));
        const candleTime = fixture.time[first + close];
        await Promise.all(
          Array.from({ length: SERIES }, (_, i) =>
            queue.add({
              source: 'binance-spot',
              symbol: `${prefix}${i}USDT`,
              timeframe: 240,
              candleTime,
              columns,
            }),
          ),
        );
      }
      return started;
    };
    const waitAll = async (prefix, started) => {
      while ((await applied(prefix)) < SERIES * CLOSES) await sleep(20);
      return performance.now() - started;
    };
    const perSeries = async (prefix) =>
      (
        await db.query(
          `select s.series, s.scans, (select count(*) from live_matches m where m.series = s.series) as matches
             from series_scans s where s.series like $1 order by s.series`,
          [`binance-spot|${prefix}%`],
        )
      ).rows.map((row) => ({
        series: row.series.replace(prefix, ''),
        scans: Number(row.scans),
        matches: Number(row.matches),
      }));

    const jobs = SERIES * CLOSES;
    const cleanMs = await waitAll('A', await burst('A'));
    say();
    say(`1. burst of ${jobs} scans (${SERIES} series x ${CLOSES} closes, 500 candles each), 1 scanner`);
    say(`   all applied in ${Math.round(cleanMs)} ms: ${Math.round(jobs / (cleanMs / 1000))} scans/s`);
    const reference = await perSeries('A');

    const startedB = await burst('B');
    while ((await applied('B')) < jobs / 4) await sleep(10);
    const atKill = await applied('B');
    scanner.child.kill('SIGKILL');
    const killedAt = performance.now();
    const replacement = await startRole('scanner');
    scanning = replacement;
    const killedMs = await waitAll('B', startedB);
    await sleep(1000);
    const after = await perSeries('B');
    const wrongScans = after.filter((row) => row.scans !== CLOSES).length;
    const differing = after.filter((row, i) => row.matches !== reference[i]?.matches).length;
    say();
    say(`2. the same burst, scanner killed (SIGKILL) after ${atKill} of ${jobs} scans, a new one started`);
    say(
      `   new scanner ready in ${Math.round(replacement.startMs)} ms; all applied ${Math.round(performance.now() - killedAt)} ms after the kill (${Math.round(killedMs)} ms for the burst)`,
    );
    say(
      `   series scanned other than once per close: ${wrongScans} of ${after.length}; series whose live matches differ from the undisturbed run: ${differing}`,
    );
    say(
      `   live matches stored: ${after.reduce((sum, row) => sum + row.matches, 0)} (undisturbed run: ${reference.reduce((sum, row) => sum + row.matches, 0)})`,
    );
  }

  // 3. A session made on one api is honoured by the other (shared PostgreSQL, one AUTH_SECRET).
  let signUps = 0;
  const signUp = async () => {
    signUps += 1;
    const email = `bench-${Date.now()}-${signUps}@example.test`;
    const answer = await fetch(`http://127.0.0.1:${api1.port}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery', displayName: 'Bench Trader' }),
    });
    const session = answer.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('ts_session='))
      ?.split(';')[0];
    const tokenAnswer = await fetch(`http://127.0.0.1:${api2.port}/api/v1/token`, {
      headers: { cookie: session ?? '' },
    });
    return {
      status: answer.status,
      tokenStatus: tokenAnswer.status,
      token: (await tokenAnswer.json())?.data?.token,
    };
  };
  const firstUser = await signUp();
  const token = firstUser.token;
  const me = await fetch(`http://127.0.0.1:${api2.port}/api/v1/user`, {
    headers: { authorization: `Bearer ${token}` },
  });
  say();
  say(
    `3. sign up on api-1: ${firstUser.status}; its session on api-2: GET token ${firstUser.tokenStatus}, GET user ${me.status}`,
  );

  if (ONLY !== 'fanout') {
    // 4. The notifier drains an outbox of ALERTS e-mails into an SMTP sink.
    let mails = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        stream.on('data', () => {});
        stream.on('end', () => {
          mails += 1;
          callback();
        });
      },
    });
    const smtpPort = await freePort();
    await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    notifier.child.kill('SIGTERM');
    const mailer = await startRole('notifier', { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    const now = Date.now();
    const payload = JSON.stringify({
      pair: 'BTC/USDT',
      base: 'btc',
      quote: 'usdt',
      source: 'binance-spot',
      side: 'buy',
      strategyId: 1001,
      strategyName: 'Bullish Engulfing',
      strategyFaName: 'Bullish Engulfing',
      timeframe: 60,
      price: 43000,
      zone: { from: 42800, to: 43100 },
      matchDate: 1790000000,
      jump: false,
    });
    await db.query(
      `insert into users (id, email, email_verified, password_hash, display_name, national_code, phone_number,
         phone_verified, role, access_json, settings_json, crypto_freeze_status, xmoon_enabled, last_charge_days,
         register_date, updated_at)
       select 'bench-user-' || i, 'bench' || i || '@example.test', 1, 'x', 'Bench', '', '', 0, 'other', '{}', '{}',
         'unfreezed', 0, 0, $1, $1 from generate_series(1, $2) as i`,
      [now, ALERTS],
    );
    const wrote = performance.now();
    await db.query(
      `insert into alert_outbox (id, user_id, match_id, channel, kind, market, pack_name, target, payload_json, status,
         attempts, next_attempt_at, created_at, updated_at)
       select 'bench-row-' || i, 'bench-user-' || i, 'bench-match', 'email', 'match', 'crypto', 'Bench', null, $3,
         'pending', 0, $1, $1, $1 from generate_series(1, $2) as i`,
      [now, ALERTS, payload],
    );
    for (;;) {
      const { rows } = await db.query(`select count(*) as n from alert_outbox where status = 'delivered'`);
      if (Number(rows[0].n) >= ALERTS) break;
      await sleep(50);
    }
    const deliverMs = performance.now() - wrote;
    say();
    say(
      `4. ${ALERTS} e-mail alerts through 1 notifier to an SMTP sink: ${Math.round(deliverMs)} ms, ${Math.round(ALERTS / (deliverMs / 1000))}/s, ${mails} mails accepted`,
    );
    smtp.close();
    void mailer;
  }

  // 5. Candle close -> "matches" notice on sockets of both api processes. Every close of a burst is queued at once,
  // as a scanner's feed queues a minute's closes; the series alternate between two histories, so each close changes
  // its live matches. An api merges a source's notices over a short window (match-notices.ts), so one notice may tell
  // several series: a series' latency is the first notice a socket hears after the scanner stored its scan (the api
  // learns of it a few ms later through Redis, so a notice that lands in that gap may be counted for it early).
  const seriesList = Array.from({ length: FANOUT_SERIES }, (_, i) => ({
    symbol: FANOUT_SYMBOLS[i % FANOUT_SYMBOLS.length],
    timeframe: FANOUT_TIMEFRAMES[Math.floor(i / FANOUT_SYMBOLS.length) % FANOUT_TIMEFRAMES.length],
  }));
  const seriesIds = seriesList.map(({ symbol, timeframe }) => `binance-spot|${symbol}|${timeframe}`);
  const histories = [sliced(fixture.time.length), sliced(fixture.time.length - 9)].map(encodeColumns);
  let round = 0;
  const closeBurst = async () => {
    round += 1;
    const columns = histories[round % 2];
    const started = performance.now();
    await Promise.all(
      seriesList.map(({ symbol, timeframe }) =>
        queue.add({ source: 'binance-spot', symbol, timeframe, candleTime: 1_700_000_000 + round, columns }),
      ),
    );
    return started;
  };
  const scansOf = async () =>
    Number(
      (
        await db.query('select coalesce(sum(scans), 0) as n from series_scans where series = any($1)', [
          seriesIds,
        ])
      ).rows[0].n,
    );

  // A user may hold 10 sockets on a process (WS_LIMITS): one user per 5 sockets, so all fit on one api after a kill.
  const tokens = [];
  for (let i = 0; i < Math.ceil((WS_CLIENTS * 2) / 5); i += 1) tokens.push((await signUp()).token);
  const tokenOf = (i) => tokens[Math.floor(i / 5)];
  const apiClients = [api1, api2].map((api, a) =>
    Array.from({ length: WS_CLIENTS }, (_, i) =>
      openClient(`ws://127.0.0.1:${api.port}/ws/v1/crypto`, tokenOf(a * WS_CLIENTS + i)),
    ),
  );
  await waitUntilSubscribed(apiClients.flat());
  // The first burst lists every series for the first time (and the scanner's threads warm up): not measured.
  const before = await scansOf();
  await closeBurst();
  while ((await scansOf()) < before + FANOUT_SERIES) await sleep(20);
  await sleep(1000);
  const cpu5 = cpuOf([api1, api2, scanning]);
  const load5 = loadNow();
  const latencies = [[], []];
  const stored = [];
  let notified = 0;
  let unheard = 0;
  for (let burst = 0; burst < FANOUT_BURSTS; burst += 1) {
    const counts = apiClients.flat().map((client) => client.notices.length);
    const target = (await scansOf()) + FANOUT_SERIES;
    const started = await closeBurst();
    while ((await scansOf()) < target) await sleep(20);
    // Notices still on their way when the last scan is stored: Redis, the api's decode, the socket.
    await sleep(1000);
    // When the scanner stored each series' scan (series_scans.scanned_at, its wall clock), from the burst's start.
    const { rows } = await db.query('select scanned_at from series_scans where series = any($1)', [
      seriesIds,
    ]);
    const storedAt = rows.map((row) => Number(row.scanned_at) - (performance.timeOrigin + started));
    stored.push(...storedAt);
    for (const [api, clients] of apiClients.entries())
      for (const [i, client] of clients.entries()) {
        const heard = client.notices.slice(counts[api * WS_CLIENTS + i]).map((at) => at - started);
        notified += heard.length;
        for (const at of storedAt) {
          const told = heard.find((noticeAt) => noticeAt >= at);
          if (told === undefined) unheard += 1;
          else latencies[api].push(told);
        }
      }
  }
  const cpuUsed5 = cpuOf([api1, api2, scanning]).map((after, i) => (after - cpu5[i]).toFixed(2));
  say();
  say(
    `5. candle close -> matches notice on ${WS_CLIENTS} sockets on each api (neither scans), ${FANOUT_BURSTS} bursts of ${FANOUT_SERIES} series closing at once, 1 scanner`,
  );
  say(
    `   load before: ${load5}; CPU s during: api-1 ${cpuUsed5[0]}, api-2 ${cpuUsed5[1]}, scanner ${cpuUsed5[2]}`,
  );
  for (const api of [0, 1]) say(`   api-${api + 1}: ${describe(latencies[api])}   (goal p99 under 1000 ms)`);
  say(`   close -> scan stored by the scanner: ${describe(stored)}`);
  say(
    `   notices heard ${notified} for ${FANOUT_BURSTS * FANOUT_SERIES * 2 * WS_CLIENTS} series changes on the sockets (merged per source); series changes no later notice told: ${unheard}`,
  );
  for (const client of apiClients.flat()) client.stop();

  // 6. kill -9 of one api behind nginx: deploy/nginx.conf with the two processes as its upstream.
  const proxyPort = await freePort();
  const nginx = await startNginx(proxyPort, [api1.port, api2.port]);
  const proxied = Array.from({ length: WS_CLIENTS * 2 }, (_, i) =>
    openClient(`ws://127.0.0.1:${proxyPort}/ws/v1/crypto`, tokenOf(i), RECONNECT_MS),
  );
  await waitUntilSubscribed(proxied);
  let lastTarget = 0;
  const load6 = loadNow();
  const autocannon = require('autocannon');
  const requests = autocannon({
    url: `http://127.0.0.1:${proxyPort}/api/v1/crypto/matches`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ pageSize: 25 }),
    connections: 10,
    duration: Math.ceil((KILL_BURSTS * KILL_EVERY_MS) / 1000) + 3,
  });
  let killedAt;
  const burstStarts = [];
  for (let burst = 0; burst < KILL_BURSTS; burst += 1) {
    if (burst === Math.floor(KILL_BURSTS / 4)) {
      api1.child.kill('SIGKILL');
      killedAt = performance.now();
    }
    const started = performance.now();
    burstStarts.push(started);
    lastTarget = (await scansOf()) + FANOUT_SERIES;
    await closeBurst();
    await sleep(Math.max(0, KILL_EVERY_MS - (performance.now() - started)));
  }
  while ((await scansOf()) < lastTarget) await sleep(20);
  await sleep(1500);
  const answered = await requests;
  // Notices are merged per api and source, so sockets on different apis hear different counts: what is compared is
  // each burst (until the next one starts). A socket up for a whole burst should hear of it; one down for part of
  // it may not (the web fetches the matches once its socket is back).
  const burstEnds = [...burstStarts.slice(1), performance.now()];
  const heardBurst = (client, b) => client.notices.some((at) => at >= burstStarts[b] && at < burstEnds[b]);
  const downDuring = (client, b) =>
    client.gaps().some(([from, to]) => from < burstEnds[b] && to >= burstStarts[b]);
  let missedConnected = 0;
  let missedOffline = 0;
  let heard = 0;
  for (const client of proxied) {
    heard += client.notices.length;
    for (let b = 0; b < burstStarts.length; b += 1) {
      if (heardBurst(client, b)) continue;
      if (downDuring(client, b)) missedOffline += 1;
      else missedConnected += 1;
    }
  }
  const dropped = proxied.filter((client) => client.gaps().length > 0);
  const reconnects = dropped.map((client) => client.gaps()[0][1] - client.gaps()[0][0]);
  say();
  say(
    `6. kill -9 of api-1 behind nginx (${proxied.length} sockets, a burst of ${FANOUT_SERIES} closes every ${KILL_EVERY_MS} ms for ${KILL_BURSTS} bursts, killed before burst ${Math.floor(KILL_BURSTS / 4) + 1}; autocannon 10 connections on POST /crypto/matches)`,
  );
  say(`   load before: ${load6}`);
  say(
    `   sockets dropped by the kill: ${dropped.length}, all back (subscribed) on api-2: ${dropped.every((client) => client.gaps().every(([, to]) => Number.isFinite(to)))}; down for ${describe(reconnects)} (the web retries after ${RECONNECT_MS} ms)`,
  );
  say(
    `   notices heard ${heard} (merged per api and source); bursts a socket heard nothing of while up: ${missedConnected}; while it was down or reconnecting: ${missedOffline} (of ${proxied.length * KILL_BURSTS} socket-bursts)`,
  );
  say(
    `   matches API through nginx: ${answered.requests.total} requests, ${answered.non2xx} non-2xx, ${answered.errors} errors, ${answered.timeouts} timeouts; p99 ${answered.latency.p99} ms; the kill was ${Math.round(performance.now() - killedAt)} ms before the end`,
  );
  for (const client of proxied) client.stop();
  nginx.kill('SIGTERM');
  await queue.close();
} finally {
  await cleanup();
}
