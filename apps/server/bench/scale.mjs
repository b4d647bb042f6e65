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
//   4. BENCH_ALERTS outbox rows delivered by the notifier to an SMTP sink on loopback.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const require = createRequire(path.join(serverDir, 'package.json'));
const pg = require('pg');
const { SMTPServer } = require('smtp-server');
const BASE_DB =
  process.env.BENCH_DATABASE_URL ?? 'postgres://tradescope:tradescope@127.0.0.1:5432/tradescope_test';
const SERIES = Number(process.env.BENCH_SERIES ?? 64);
const CLOSES = Number(process.env.BENCH_CLOSES ?? 10);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 2000);
const say = (text = '') => process.stdout.write(`${text}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@tradescope/'));
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
const startRole = async (role, env = {}) => {
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
    await sleep(100);
  }
  return { role, port, child, startMs: performance.now() - started };
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
  // The first api migrates and seeds; the rest start on a ready schema.
  const api1 = await startRole('api');
  const [api2, scanner, notifier] = await Promise.all([
    startRole('api'),
    startRole('scanner'),
    startRole('notifier'),
  ]);
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
  await queue.close();

  // 3. A session made on one api is honoured by the other (shared PostgreSQL, one AUTH_SECRET).
  const email = `bench-${Date.now()}@example.test`;
  const signUp = await fetch(`http://127.0.0.1:${api1.port}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', displayName: 'Bench Trader' }),
  });
  const session = signUp.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('ts_session='))
    ?.split(';')[0];
  const tokenAnswer = await fetch(`http://127.0.0.1:${api2.port}/api/v1/token`, {
    headers: { cookie: session ?? '' },
  });
  const token = (await tokenAnswer.json())?.data?.token;
  const me = await fetch(`http://127.0.0.1:${api2.port}/api/v1/user`, {
    headers: { authorization: `Bearer ${token}` },
  });
  say();
  say(
    `3. sign up on api-1: ${signUp.status}; its session on api-2: GET token ${tokenAnswer.status}, GET user ${me.status}`,
  );

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
  say();
  say(
    'Not measured here: a websocket notice on the other api (needs the Redis fan-out of match changes), and kill -9',
  );
  say(
    'of an api under load behind the load balancer (compose.yaml uses nginx, not installed on this machine).',
  );
} finally {
  await cleanup();
}
