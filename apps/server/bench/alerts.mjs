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
const stamp = () => performance.timeOrigin + performance.now();

const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@tradescope/'));
const outdir = path.join(here, '.out');
await build({
  entryPoints: {
    'alerts-app': path.join(here, 'alerts-app.ts'),
    'scan-worker': path.join(serverDir, 'src/live-matches/scan-worker.ts'),
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
let messages = 0;
const written = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData: (stream, _session, callback) => {
    stream.on('data', () => {});
    stream.on('end', () => {
      messages += 1;
      if (measuring && stepAt !== undefined) latencies.push(stamp() - stepAt);
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
    } else if (message.kind === 'written') written.push(message.ms);
    else if (message.kind === 'done') resolve(message);
  });
  child.on('exit', (code) => (code === 0 ? undefined : reject(new Error(`app exited ${code}`))));
});
const result = await done;
smtp.close();
// Each Bot API message belongs to the last step that started before it (steps never overlap: each drains first).
const botLatencies = [];
for (const message of bot.sent) {
  const at = performance.timeOrigin + message.at;
  const start = stepStarts.filter((s) => s <= at).at(-1);
  if (start !== undefined) botLatencies.push(at - start);
}
await bot.close();

const pct = (values, p) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(0)} ms`);
say(
  `== candle close -> alert handed to the SMTP server (${result.steps} replay minutes, ${result.scans} scans) ==`,
);
say(
  `  close -> every alert of the step in the outbox: p50 ${ms(pct(written, 50))}   p99 ${ms(pct(written, 99))}   max ${ms(pct(written, 100))}`,
);
say(
  `  alerts written ${result.rows}, SMTP messages ${latencies.length} (digests gather a user's burst), dead ${result.dead}`,
);
say(
  `  p50 ${ms(pct(latencies, 50))}   p95 ${ms(pct(latencies, 95))}   p99 ${ms(pct(latencies, 99))}   max ${ms(pct(latencies, 100))}`,
);
say(`  anchor (issue 14): p99 under 2000 ms  ->  ${pct(latencies, 99) < 2000 ? 'met' : 'NOT met'}`);
say(`== candle close -> alert handed to the Bot API fake ==`);
say(
  `  messages ${botLatencies.length}   p50 ${ms(pct(botLatencies, 50))}   p95 ${ms(pct(botLatencies, 95))}   p99 ${ms(pct(botLatencies, 99))}   max ${ms(pct(botLatencies, 100))}`,
);
say(
  `  anchor (issue 14): p99 under 2000 ms  ->  ${pct(botLatencies, 99) < 2000 ? 'met' : 'NOT met'} (the Bot API allows about 30 messages a second)`,
);
const [load1] = readFileSync('/proc/loadavg', 'utf8').split(' ');
say(`  machine load average at the end: ${load1} on ${availableParallelism()} cores`);
say(`  whole run ${result.elapsedMs} ms (${messages} messages in all, warm-up included)`);
