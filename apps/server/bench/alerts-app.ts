// The server side of the alerts benchmark (run through alerts.mjs, which bundles this file beside the scan worker
// and holds the SMTP fake in its own process): a replay app with 10,000 users holding 3 alert packs each, whose
// replay clock is stepped a minute at a time; each step waits until every alert it caused is delivered.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defaultSettings, type Market } from '@tradescope/domain';
import { strategyById } from '@tradescope/engine';
import { startTestApp } from '../test';
import { startProfiler } from './profiler';
import { timeStatements } from './statement-times';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const PACKS = 3;
const STEPS = Number(process.env.BENCH_STEPS ?? 60);
// The share of users whose packs also send by the bot (their chat bound as /start would bind it).
const BOT_SHARE = Number(process.env.BENCH_BOT_SHARE ?? 0.02);
const send = (message: object) => process.send?.(message);
const stamp = () => performance.timeOrigin + performance.now();
/** CPU time of the main thread alone, ms (Linux: its task's utime + stime, in clock ticks of 10 ms). */
const mainThreadCpuMs = (): number => {
  const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

// A small deterministic generator: the same users and packs in every run.
let seed = 7;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const some = <T>(list: readonly T[], count: number): T[] => {
  const chosen = new Set<T>();
  while (chosen.size < Math.min(count, list.length)) chosen.add(pick(list));
  return [...chosen];
};

const t = await startTestApp(
  {
    MARKET_DATA: 'replay',
    SMTP_URL: process.env.BENCH_SMTP_URL ?? '',
    TELEGRAM_BOT_TOKEN: process.env.BENCH_BOT_TOKEN ?? '',
    TELEGRAM_API_ROOT: process.env.BENCH_BOT_API_ROOT ?? '',
  },
  {
    alerts: { delivery: { pollMs: 250 } },
    // The same replayed minutes every run (the candles are a function of the seed and the time), so runs before and
    // after a change carry the same alerts: BENCH_START moves them.
    startAt: Date.parse(process.env.BENCH_START ?? '2026-11-26T10:44:30Z'),
  },
);
const { app, db, clock } = t;
await app.liveMatches.idle();

// Packs as traders make them: a few assets of one exchange, three strategies of the catalog, one or two of the
// usual timeframes each.
const strategies = [...strategyById.keys()];
const TIMEFRAMES = [15, 60, 240, 1440];
const instruments = app.marketData.feed.instruments();
const markets = [...new Set(instruments.map((instrument) => instrument.market))] as Market[];

const packOf = (index: number, bot: boolean) => {
  const market = random() < 0.8 && markets.includes('crypto') ? 'crypto' : pick(markets);
  const ofMarket = instruments.filter((instrument) => instrument.market === market);
  const source = pick(ofMarket).source;
  const ofSource = ofMarket.filter((instrument) => instrument.source === source);
  const roll = random();
  const bases = roll < 0.15 ? 'all' : some([...new Set(ofSource.map((i) => i.base))], roll < 0.85 ? 2 : 5);
  const name = `Alert ${index + 1}`;
  return {
    market,
    pack: {
      name,
      title: name,
      enable: true,
      // Made now: the packs alert what appears from now on, not the matches already live.
      createDate: Math.floor(clock.now / 1000),
      position: index,
      isEditable: true,
      settingsName: 'Alerts',
      lock: false,
      sources: [source],
      bases,
      quotes: [...new Set(ofSource.map((i) => i.quote))],
      items: some(strategies, 3).map((strategyId) => ({
        strategyId,
        timeframe: some(TIMEFRAMES, random() < 0.5 ? 1 : 2),
        relation: 'and',
        passedCandle: { from: 0, to: 1000 },
        distance: { from: 0, to: 100 },
        pivotType: [],
      })),
      sendTypes: bot ? ['email', 'bot'] : ['email'],
    },
  };
};

// The users make their packs a second after the app started (and listed its live matches).
clock.now += 1_000;
const nowS = Math.floor(clock.now / 1000);
const paid = {
  access: { pro: nowS + 30 * 86_400 },
  globalAccess: { pro: nowS + 30 * 86_400 },
  falconAccess: {},
  limitedAccess: {},
};
const ids: string[] = [];
const botUsers: string[] = [];
for (let start = 0; start < USERS; start += 500) {
  const rows = Array.from({ length: Math.min(500, USERS - start) }, (_, i) => {
    const settings = defaultSettings() as unknown as Record<string, Record<string, unknown>>;
    (settings as Record<string, unknown>).language = random() < 0.5 ? 'fa' : 'en';
    const bot = random() < BOT_SHARE;
    for (let p = 0; p < PACKS; p++) {
      const { market, pack } = packOf(p, bot);
      settings[market]!.Alerts = { ...(settings[market]!.Alerts as object), [pack.name]: pack };
    }
    const id = randomUUID();
    ids.push(id);
    if (bot) botUsers.push(id);
    return {
      id,
      email: `bench-${start + i}@example.com`,
      email_verified: 1,
      password_hash: 'x',
      display_name: `Trader ${start + i}`,
      national_code: '',
      phone_number: '',
      phone_verified: bot ? 1 : 0,
      avatar_file: null,
      role: 'other' as const,
      access_json: JSON.stringify(paid),
      settings_json: JSON.stringify(settings),
      crypto_freeze_status: 'unfreezed' as const,
      frozen_at: null,
      xmoon_enabled: 0,
      last_charge_date: null,
      last_charge_days: 0,
      register_date: clock.now,
      updated_at: clock.now,
    };
  });
  await db.insertInto('users').values(rows).execute();
}
// Chats bound as a redeemed bot link binds them (used link with its chat).
for (let start = 0; start < botUsers.length; start += 500)
  await db
    .insertInto('alert_bot_links')
    .values(
      botUsers.slice(start, start + 500).map((userId, i) => ({
        token: randomUUID(),
        user_id: userId,
        created_at: clock.now,
        used_at: clock.now,
        chat_id: String(1_000_000 + start + i),
      })),
    )
    .execute();
const indexStarted = performance.now();
for (const id of ids) await app.alerts.userChanged(id);
const indexMs = performance.now() - indexStarted;

// Through the outbox's (channel, status, next_attempt_at) index: the bench's own polling stays cheap. Due rows only:
// e-mails held for a user's next digest are due when their minute ends, a later step of the replay clock.
const undelivered = async () =>
  Number(
    (
      await db
        .selectFrom('alert_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('channel', 'in', ['email', 'telegram'])
        .where('status', 'in', ['pending', 'retrying'])
        .where('next_attempt_at', '<=', clock.now)
        .executeTakeFirstOrThrow()
    ).n,
  );
const rowsTotal = async () =>
  Number(
    (
      await db
        .selectFrom('alert_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** Waits (without helping: the app's own workers deliver) until nothing is left to send. */
const drained = async () => {
  for (;;) {
    await app.liveMatches.idle();
    await app.alerts.idle();
    if ((await undelivered()) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

// The live matches already listed alert once when the users arrive (the next scans re-answer them): not measured.
const replay = app.marketData.replay!;
clock.now += 60_000;
replay.step();
await drained();
send({
  kind: 'ready',
  botUsers: botUsers.length,
  users: USERS,
  packs: USERS * PACKS,
  indexMs: Math.round(indexMs),
  warmupRows: await rowsTotal(),
});

let scans = 0;
app.liveMatches.onMatchesChanged(() => {
  scans += 1;
});
const rowsBefore = await rowsTotal();
// BENCH_QUERIES=1: time spent in each SQL statement during the measured steps (where the database time goes).
const statements = process.env.BENCH_QUERIES === '1' ? timeStatements() : undefined;
const cpuBefore = process.cpuUsage();
const mainBefore = mainThreadCpuMs();
const started = performance.now();
for (let i = 0; i < STEPS; i++) {
  const stepRowsBefore = await rowsTotal();
  clock.now += 60_000;
  const at = stamp();
  // BENCH_PROFILE=steps: a CPU profile of each step, close to drained (bench/.out/prof/step-<i>.cpuprofile).
  const profiler = process.env.BENCH_PROFILE === 'steps' ? await startProfiler() : undefined;
  send({ kind: 'step', i, at });
  replay.step();
  await app.liveMatches.idle();
  await app.alerts.idle();
  // Scanned, evaluated and every alert of the step in the outbox (what the alerts module decides, before any SMTP).
  send({ kind: 'written', ms: stamp() - at, rows: (await rowsTotal()) - stepRowsBefore });
  await drained();
  await profiler?.stop(`step-${i}`);
}
const rows = (await rowsTotal()) - rowsBefore;
const cpuSteps = process.cpuUsage(cpuBefore);
const mainSteps = mainThreadCpuMs() - mainBefore;
const elapsedMs = Math.round(performance.now() - started);

/**
 * The e-mail path alone (BENCH_DRAIN e-mails, default 3,000: an hour boundary's burst): one alert for each of that
 * many users (half of them Persian) not mailed in the last minute, written straight into the outbox, then delivered by
 * the app's workers. The replay clock stays put, so nothing is scanned: the process's CPU over the drain is what
 * claiming, composing, handing to SMTP and settling cost per message.
 */
const mailedLately = new Set(
  (
    await db
      .selectFrom('alert_outbox')
      .select('user_id')
      .where('channel', '=', 'email')
      .where('delivered_at', '>', clock.now - 60_000)
      .execute()
  ).map((row) => row.user_id),
);
const drainUsers = ids
  .filter((id) => !mailedLately.has(id))
  .slice(0, Number(process.env.BENCH_DRAIN ?? 3_000));
let drain: { messages: number; cpuMs: number; mainMs: number } | undefined;
// A crypto alert as evaluation writes one (an e-mail row's columns; the payload as decide-alerts builds it).
const template = {
  channel: 'email' as const,
  kind: 'match' as const,
  market: 'crypto',
  pack_name: 'Alert 1',
  target: null,
  payload_json: JSON.stringify({
    pair: 'BTC/USDT',
    base: 'BTC',
    quote: 'USDT',
    source: 'binance-spot',
    side: 'buy',
    strategyId: 1001,
    strategyName: 'RSI divergence',
    strategyFaName: 'واگرایی RSI',
    timeframe: 60,
    price: 43_012.5,
    zone: { from: 42_800, to: 43_100 },
    matchDate: Math.floor(clock.now / 1000),
    jump: false,
  }),
};
if (drainUsers.length > 0) {
  for (let start = 0; start < drainUsers.length; start += 500)
    await db
      .insertInto('alert_outbox')
      .values(
        drainUsers.slice(start, start + 500).map((userId) => ({
          ...template,
          id: randomUUID(),
          user_id: userId,
          match_id: `drain-${userId}`,
          status: 'pending' as const,
          attempts: 0,
          next_attempt_at: clock.now,
          lease_until: null,
          lease_token: null,
          last_error: null,
          delivered_at: null,
          created_at: clock.now,
          updated_at: clock.now,
        })),
      )
      .execute();
  // BENCH_PROFILE=drain: a CPU profile of the drain alone into bench/.out/prof/drain.cpuprofile.
  const profiler = process.env.BENCH_PROFILE === 'drain' ? await startProfiler() : undefined;
  const drainCpu = process.cpuUsage();
  const drainMain = mainThreadCpuMs();
  send({ kind: 'drain', at: stamp() });
  app.alerts.deliverDue();
  await drained();
  const { user, system } = process.cpuUsage(drainCpu);
  const mainMs = mainThreadCpuMs() - drainMain;
  await profiler?.stop('drain');
  drain = { messages: drainUsers.length, cpuMs: Math.round((user + system) / 1000), mainMs };
}

send({
  kind: 'done',
  steps: STEPS,
  scans,
  rows,
  elapsedMs,
  // The app process's CPU over the measured steps (its scan workers' threads included): what a message costs here,
  // whatever else the shared machine runs.
  cpuMs: Math.round((cpuSteps.user + cpuSteps.system) / 1000),
  // The main thread's share: what delays the API, evaluation and the outbox's own work.
  mainMs: mainSteps,
  drain,
  statements: statements?.top(12),
  // Alerts held for their user's next digest (a minute after the last e-mail): late on purpose, by a step or more.
  held: Number(
    (
      await db
        .selectFrom('alert_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('channel', '=', 'email')
        .where((eb) => eb.or([eb('delivered_at', '>', eb.ref('created_at')), eb('status', '=', 'pending')]))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  dead: Number(
    (
      await db
        .selectFrom('alert_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'dead')
        .executeTakeFirstOrThrow()
    ).n,
  ),
});
await t.close();
process.exit(0);
