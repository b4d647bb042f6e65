// Alerts benchmark of issue 14: candle close -> alert handed to the SMTP server, 10,000 users with 3 alert packs each,
// the replay stepped a minute at a time as fast as the alerts drain ("replay at high speed").
//
//   node apps/server/bench/alerts.mjs        (BENCH_USERS, BENCH_STEPS to change the size)
//
// Bundles alerts-app.ts and the scan worker into bench/.out (as run.mjs does) and runs the app in a child process;
// the SMTP server (smtp-server, the tests' fake) runs here, so its work is not on the app's event loop, and stamps
// each message as it accepts it. Both processes read the same clock (performance.timeOrigin + now()).
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const require = createRequire(path.join(serverDir, 'package.json'));
const { SMTPServer } = require('smtp-server');
const say = (text = '') => process.stdout.write(`${text}\n`);
const [loadStart] = readFileSync('/proc/loadavg', 'utf8').split(' ');
const stamp = () => performance.timeOrigin + performance.now();

const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@tradescope/'),
);
const outdir = path.join(here, '.out');
await build({
  entryPoints: {
    'alerts-app': path.join(here, 'alerts-app.ts'),
    'scan-worker': path.join(serverDir, 'src/live-matches/scan-worker.ts'),
    'mail-worker': path.join(serverDir, 'src/mail/mail-worker.ts'),
    'telegram-fake': path.join(serverDir, 'test/fakes/telegram-bot-api.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`), 'ws', 'smtp-server'],
  logLevel: 'warning',
});

// The SMTP server: counts messages and their recipients, and how long after their step's candle close each came.
let stepAt;
let measuring = false;
const latencies = [];
// Per step: its alerts in the outbox after how long, and each SMTP message's latency (the bursts show here).
const perStep = [];
const written = [];
// The e-mail path alone, after the steps: each message's acceptance after the burst was written.
let draining;
const drainLatencies = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData: (stream, _session, callback) => {
    stream.on('data', () => {});
    stream.on('end', () => {
      if (draining !== undefined) drainLatencies.push(stamp() - draining);
      else if (measuring && stepAt !== undefined) {
        const ms = stamp() - stepAt;
        latencies.push(ms);
        perStep.at(-1)?.smtp.push(ms);
      }
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const { port } = smtp.server.address();

// The Bot API fake (the tests' own) here too: it stamps each message it takes (performance.now() of this process).
const { FakeTelegramBotApi } = await import(path.join(outdir, 'telegram-fake.js'));
const bot = await FakeTelegramBotApi.start();
const stepStarts = [];

const child = fork(path.join(outdir, 'alerts-app.js'), [], {
  cwd: serverDir,
  // BENCH_PROFILE=1: a CPU profile of the app into bench/.out/prof.
  execArgv:
    process.env.BENCH_PROFILE === '1' ? ['--cpu-prof', `--cpu-prof-dir=${path.join(outdir, 'prof')}`] : [],
  env: {
    ...process.env,
    BENCH_SMTP_URL: `smtp://127.0.0.1:${port}`,
    BENCH_BOT_TOKEN: bot.token,
    BENCH_BOT_API_ROOT: bot.apiRoot,
    LOG_LEVEL: 'silent',
  },
});
const done = new Promise((resolve, reject) => {
  child.on('message', (message) => {
    if (message.kind === 'ready') {
      say(
        `${message.users} users (${message.botUsers} with the bot linked), ${message.packs} alert packs indexed in ${message.indexMs} ms; warm-up alerts: ${message.warmupRows}`,
      );
      measuring = true;
    } else if (message.kind === 'step') {
      stepAt = message.at;
      stepStarts.push(message.at);
      perStep.push({ i: message.i, smtp: [], written: Number.NaN, rows: 0 });
    } else if (message.kind === 'written') {
      written.push(message.ms);
      Object.assign(perStep.at(-1), { written: message.ms, rows: message.rows });
    } else if (message.kind === 'drain') draining = message.at;
    else if (message.kind === 'done') resolve(message);
  });
  child.on('exit', (code) => (code === 0 ? undefined : reject(new Error(`app exited ${code}`))));
});
const result = await done;
smtp.close();
// Each Bot API message belongs to the last step that started before it (steps never overlap: each drains first).
const stepOf = (at) => {
  let index = -1;
  while (index + 1 < stepStarts.length && stepStarts[index + 1] <= at) index += 1;
  return index;
};
const botMessages = bot.sent
  .map((message) => ({ chatId: message.chatId, at: performance.timeOrigin + message.at }))
  .map((message) => ({ ...message, step: stepOf(message.at) }))
  .filter((message) => message.step >= 0);
const botLatencies = botMessages.map((message) => message.at - stepStarts[message.step]);
await bot.close();

/**
 * The best any sender could do with these very messages under Telegram's limits: each leaves as soon as its step's
 * alerts are in the outbox, no sooner than `overallMs` after the previous message and `perChatMs` after the previous
 * one to its chat. Answers each message's latency from its candle close.
 */
const cappedSchedule = (overallMs, perChatMs) => {
  const ready = botMessages
    .map((message) => ({ ...message, ready: stepStarts[message.step] + perStep[message.step].written }))
    .sort((a, b) => a.ready - b.ready || a.at - b.at);
  let last = Number.NEGATIVE_INFINITY;
  const lastOfChat = new Map();
  return ready.map((message) => {
    const leaves = Math.max(
      message.ready,
      last + overallMs,
      (lastOfChat.get(message.chatId) ?? -Infinity) + perChatMs,
    );
    last = leaves;
    lastOfChat.set(message.chatId, leaves);
    return leaves - stepStarts[message.step];
  });
};

const pct = (values, p) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(0)} ms`);
const GOAL_MS = 2000;
const row = (label, values, goal) =>
  say(
    `  ${label.padEnd(50)}${String(values.length).padStart(7)}${[50, 95, 99, 100]
      .map((p) => ms(pct(values, p)).padStart(10))
      .join('')}   ${goal}`,
  );
const verdict = (values) => `p99 < ${GOAL_MS} ms: ${pct(values, 99) < GOAL_MS ? 'met' : 'NOT met'}`;
const [loadEnd] = readFileSync('/proc/loadavg', 'utf8').split(' ');
say(
  `== issue 14: candle close -> alert handed over (${result.steps} replay minutes, ${result.scans} scans; load average ${loadStart} at the start, ${loadEnd} at the end, ${availableParallelism()} cores) ==`,
);
say(
  `  ${'measure'.padEnd(50)}${'count'.padStart(7)}${['p50', 'p95', 'p99', 'max'].map((h) => h.padStart(10)).join('')}   goal`,
);
row('close -> every alert of a step in the outbox (steps)', written, '(before any send)');
row(`close -> SMTP server (${result.rows} e-mail/bot alerts)`, latencies, verdict(latencies));
row('close -> Bot API fake', botLatencies, verdict(botLatencies));
const atCaps = cappedSchedule(1000 / 30, 1000);
row('  the same messages at the caps (30/s, 1/s/chat)', atCaps, `attainable: ${verdict(atCaps)}`);
const atSpacing = cappedSchedule(34, 1050);
row("  at the app's spacing (29.4/s, 1.05 s/chat)", atSpacing, `attainable here: ${verdict(atSpacing)}`);
say(
  `  SMTP messages ${latencies.length} (a user's alerts due together go as one digest), Bot API messages ${botMessages.length} (a chat's alerts due together go as one), dead ${result.dead}`,
);
say(
  `  e-mail alerts held for their user's next digest (sent when the minute after the last e-mail ends, counted above in the step they went out): ${result.held}`,
);
say(
  `  app CPU over the steps ${result.cpuMs} ms = ${(result.cpuMs / Math.max(1, latencies.length + botMessages.length)).toFixed(2)} ms per message (scanning included), its main thread's ${result.mainMs} ms; whole run ${result.elapsedMs} ms`,
);
if (result.drain !== undefined) {
  say(
    `== the e-mail path alone: ${result.drain.messages} e-mails to as many users written at once, delivered by the app (no scanning) ==`,
  );
  row('written -> SMTP server', drainLatencies, "(an hour boundary's burst)");
  say(
    `  app CPU over the drain ${result.drain.cpuMs} ms = ${(result.drain.cpuMs / Math.max(1, drainLatencies.length)).toFixed(2)} ms per e-mail (claim, hold, compose, SMTP, settle); the main thread's ${result.drain.mainMs} ms = ${(result.drain.mainMs / Math.max(1, drainLatencies.length)).toFixed(2)} ms per e-mail`,
  );
}
say('== the busiest steps (an hour boundary closes every hourly series at once) ==');
for (const step of [...perStep].sort((a, b) => b.smtp.length - a.smtp.length).slice(0, 4))
  say(
    `  minute ${step.i + 1}: ${step.rows} alerts in the outbox after ${ms(step.written)}; ${step.smtp.length} SMTP messages, first ${ms(pct(step.smtp, 0.0001))} p50 ${ms(pct(step.smtp, 50))} last ${ms(pct(step.smtp, 100))}; ${botMessages.filter((message) => message.step === perStep.indexOf(step)).length} Bot API messages`,
  );
if (result.statements !== undefined) {
  say('== SQL statements over the steps (BENCH_QUERIES=1) ==');
  for (const { sql, ms: spent, calls } of result.statements)
    say(`  ${String(spent).padStart(6)} ms ${String(calls).padStart(6)} calls  ${sql}`);
}
