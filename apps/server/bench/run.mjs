// Matches benchmarks of the issue "Market data, the scanning service, and the matches API".
//
//   node apps/server/bench/run.mjs            (all three; BENCH_ONLY=load|latency to run one)
//
// Bundles bench-app.ts and the scan worker into bench/.out (esbuild, as build.mjs does), then:
//   1. latency + memory: a replay app (worker-thread scanner) whose replay clock is stepped a minute at a time;
//   2. load: a replay app whose live matches are replaced by 1,000,000 synthetic crypto matches, driven by
//      autocannon (10 and 50 connections) from this process against 127.0.0.1.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { bundleBenchApp, cpuMsOf, ms, outdir, pct, rssOf, serverDir, startBenchApp } from './bench-child.mjs';

const require = createRequire(path.join(serverDir, 'package.json'));
const autocannon = require('autocannon');
const ONLY = process.env.BENCH_ONLY;
const DURATION = Number(process.env.BENCH_DURATION ?? 12);
const PROFILE = process.env.BENCH_PROFILE === '1';
const PROFILE_LAST = Number(process.env.BENCH_PROFILE_LAST ?? 0);
const SINGLE = Number(process.env.BENCH_SINGLE ?? 5);
// hit: identical requests (the answer cache serves them); miss: each request's body differs in a filter that keeps
// every row (volume >= a negative number), so every request is computed over the index.
const CACHE_MODES = (process.env.BENCH_CACHE ?? 'hit,miss').split(',').filter(Boolean);
// Extra node flags for the server (--trace-gc, --max-semi-space-size=…) and which request bodies to run.
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const BODIES = process.env.BENCH_BODIES ?? 'filtered,unfiltered';
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').filter(Boolean).map(Number);
const say = (text = '') => process.stdout.write(`${text}\n`);

await bundleBenchApp();
const child = (mode, extraArgs = []) => startBenchApp(mode, { nodeArgs: [...NODE_FLAGS, ...extraArgs] });

if (ONLY === undefined || ONLY === 'latency') {
  const app = child('latency');
  const memory = await app.next('memory');
  // BENCH_LATENCY_LOAD=<connections>: autocannon posts the filtered page-1 request to the same app while the replay
  // is stepped, so the figures are "under load" (the app holds the replay's own live matches, not a million).
  const LOAD = Number(process.env.BENCH_LATENCY_LOAD ?? 0);
  let load;
  if (LOAD > 0) {
    const { port, token } = await app.next('listening');
    load = autocannon({
      url: `http://127.0.0.1:${port}/api/v1/crypto/matches`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ timeframes: [60, 240], positions: ['buy'], price: { from: 0.0001 } }),
      connections: LOAD,
      duration: 600,
    });
    app.proc.send('go');
  }
  const lat = await app.next('latency');
  let loadLine = '';
  if (load !== undefined) {
    load.stop();
    const result = await load;
    loadLine = ` under API load (${LOAD} conns: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms)`;
  }
  await app.exited;
  say(`== 3. memory, every bundled series (${memory.instruments} instruments, ${memory.series} series) ==`);
  say(
    `  app ready after ${memory.readyMs} ms; first full scan done after ${memory.firstScanDoneMs} ms; ${memory.liveMatches} live matches`,
  );
  say(
    `  RSS after start (ready, first scan queued): ${memory.afterStart.rssMb} MB  (heap ${memory.afterStart.heapUsedMb} MB, typed arrays ${memory.afterStart.arrayBuffersMb} MB)`,
  );
  say(
    `  RSS after the first full scan:              ${memory.afterFirstScan.rssMb} MB  (heap ${memory.afterFirstScan.heapUsedMb} MB, typed arrays ${memory.afterFirstScan.arrayBuffersMb} MB)`,
  );
  say(`  RSS after ${lat.steps} replay minutes:               ${lat.afterSteps.rssMb} MB`);
  say();
  say(
    `== 2. candle close -> match (goal < 1 s), ${lat.steps} replay minutes stepped, ${lat.closesSeen} closes, ${lat.scans} scans${loadLine} ==`,
  );
  say(
    `  close -> scan applied to live matches (readable in the API), per series: n=${lat.applied.length}  p50 ${ms(pct(lat.applied, 50))}  p99 ${ms(pct(lat.applied, 99))}  max ${ms(Math.max(...lat.applied))}`,
  );
  say(
    `  largest bursts (closes in one replay minute -> last result applied): ${lat.bursts.map((b) => `${b.closes} closes -> ${b.lastAppliedMs} ms`).join(', ')}`,
  );
  say(
    `  close -> first ws 'matches' message of the step:  n=${lat.wsFirst.length}  p50 ${ms(pct(lat.wsFirst, 50))}  p99 ${ms(pct(lat.wsFirst, 99))}  max ${ms(Math.max(...lat.wsFirst))}`,
  );
  say(
    `  close -> every ws 'matches' message:              n=${lat.wsAll.length}  p50 ${ms(pct(lat.wsAll, 50))}  p99 ${ms(pct(lat.wsAll, 99))}  max ${ms(Math.max(...lat.wsAll))}`,
  );
  say(
    `  close -> page 1 fetched after the first ws message: n=${lat.apiAfterWs.length}  p50 ${ms(pct(lat.apiAfterWs, 50))}  p99 ${ms(pct(lat.apiAfterWs, 99))}`,
  );
  say(
    `  CPU over the steps: process ${(lat.cpu.processMs / 1000).toFixed(1)} s (${(lat.cpu.processMs / lat.scans).toFixed(2)} ms a scan, workers included), main thread ${(lat.cpu.mainThreadMs / 1000).toFixed(1)} s (${(lat.cpu.mainThreadMs / lat.scans).toFixed(2)} ms a scan); load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  say();
}

if (ONLY === undefined || ONLY === 'load') {
  const profDir = path.join(outdir, 'prof');
  // A fresh server for every measurement: the requests autocannon abandons when a run ends are still computed by
  // the server (minutes of backlog at ~5 s a request), and would bleed into the next run.
  const serve = async () => {
    const app = child('serve', PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []);
    const ready = await app.next('ready');
    return {
      app,
      ready,
      stop: async () => {
        app.proc.send('stop');
        await app.exited;
      },
    };
  };
  const allBodies = {
    filtered: [
      'filters: timeframes 60/240, buy, price >= 0.0001, default sort',
      { timeframes: [60, 240], positions: ['buy'], price: { from: 0.0001 } },
    ],
    unfiltered: ['no filters, sort change24h:desc', { sort: 'change24h:desc' }],
  };
  const bodies = Object.fromEntries(BODIES.split(',').map((name) => allBodies[name]));
  const verdict = (p99) => (p99 < 50 ? 'goal met' : 'goal NOT met');
  let unique = 0;
  const bodyOf = (body, mode) =>
    JSON.stringify(mode === 'miss' ? { ...body, volume: { from: -1 - (unique++ % 1_000_000) / 1e6 } } : body);
  let headed = false;
  const head = (ready) => {
    if (headed) return;
    headed = true;
    say(`== 1. POST /api/v1/crypto/matches page 1 over ${ready.total} stored matches (goal p99 < 50 ms) ==`);
    say(
      `  ${ready.total} synthetic crypto matches cloned from ${ready.realCrypto} real first-scan matches (${ready.liveMatches} live in all, indexed in ${ready.indexMs} ms, their receipts stored in ${ready.receiptsMs} ms); server RSS after loading: ${rssOf(ready.pid)} MB`,
    );
    say(
      '  anchors before the live index (2026-11-26, rows built per request): filtered 1 at a time p50 555 ms (600 ms CPU),',
    );
    say(
      '    10 conns 1.4 req/s p99 9098 ms; no filters change24h:desc 1 at a time p50 3951 ms (4260 ms CPU), 10 conns 0.25 req/s p99 11892 ms',
    );
  };
  for (const [bodyLabel, body] of Object.entries(bodies))
    for (const mode of CACHE_MODES) {
      const label = `${bodyLabel}, ${mode === 'miss' ? 'every request computed' : 'identical requests (answer cache)'}`;
      // BENCH_SINGLE=0: no server for sequential requests (a profile of the load alone).
      if (SINGLE > 0) {
        const { ready, stop } = await serve();
        head(ready);
        // One request at a time: the service time of a single request, nothing queued in front of it.
        const single = [];
        const cpu = [];
        for (let i = 0; i < SINGLE; i++) {
          const from = performance.now();
          const cpuFrom = cpuMsOf(ready.pid);
          const response = await fetch(`http://127.0.0.1:${ready.port}/api/v1/crypto/matches`, {
            method: 'POST',
            headers: { authorization: `Bearer ${ready.token}`, 'content-type': 'application/json' },
            body: bodyOf(body, mode),
          });
          const json = await response.json();
          single.push(performance.now() - from);
          cpu.push(cpuMsOf(ready.pid) - cpuFrom);
          if (i === 0)
            say(
              `  [${label}] status ${response.status}, total ${json.data?.total}, items ${json.data?.items?.length}, ${JSON.stringify(json).length} bytes`,
            );
        }
        say(
          `  [${label}] 1 request at a time, ${SINGLE} requests: p50 ${ms(pct(single, 50))}, max ${ms(Math.max(...single))}, server CPU per request p50 ${ms(pct(cpu, 50))}, server RSS ${rssOf(ready.pid)} MB`,
        );
        await stop();
      }
      for (const connections of CONNECTIONS) {
        const { ready, stop } = await serve();
        head(ready);
        let peak = 0;
        const timer = setInterval(() => {
          peak = Math.max(peak, rssOf(ready.pid));
        }, 250);
        const result = await autocannon({
          url: `http://127.0.0.1:${ready.port}/api/v1/crypto/matches`,
          method: 'POST',
          headers: { authorization: `Bearer ${ready.token}`, 'content-type': 'application/json' },
          body: bodyOf(body, 'hit'),
          ...(mode === 'miss'
            ? { requests: [{ setupRequest: (request) => ({ ...request, body: bodyOf(body, 'miss') }) }] }
            : {}),
          connections,
          duration: DURATION,
          timeout: 60,
        });
        clearInterval(timer);
        say(
          `  [${label}] ${connections} conns, ${DURATION} s: ${result.requests.average.toFixed(2)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, ${result.requests.total} requests done (${result.requests.sent} sent; the rest were unanswered at the end, so not in the latency figures), non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}, peak server RSS ${peak} MB  [${verdict(result.latency.p99)}]`,
        );
        await stop();
      }
    }
  if (PROFILE) {
    const files = readdirSync(profDir).filter((f) => f.endsWith('.cpuprofile'));
    const self = new Map();
    for (const file of files) {
      const profile = JSON.parse(readFileSync(path.join(profDir, file), 'utf8'));
      const dt = new Map(profile.nodes.map((n) => [n.id, 0]));
      // BENCH_PROFILE_LAST=<s>: only the samples of the profile's last seconds (the load, not start-up and the clone).
      const from = PROFILE_LAST > 0 ? profile.endTime - PROFILE_LAST * 1e6 : -Infinity;
      let at = profile.startTime;
      for (let i = 0; i < profile.samples.length; i++) {
        at += profile.timeDeltas[i] ?? 0;
        if (at < from) continue;
        dt.set(profile.samples[i], dt.get(profile.samples[i]) + (profile.timeDeltas[i] ?? 0));
      }
      for (const node of profile.nodes) {
        const { functionName, url, lineNumber } = node.callFrame;
        const key = `${functionName || '(anonymous)'} ${path.basename(url)}:${lineNumber + 1}`;
        self.set(key, (self.get(key) ?? 0) + dt.get(node.id));
      }
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    say(
      PROFILE_LAST > 0
        ? `  CPU profile of the server processes (self time, top 30; last ${PROFILE_LAST} s of each):`
        : '  CPU profile of the server processes (self time, top 30; includes start-up and the 1M clone):',
    );
    for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
      say(`    ${((us / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
    if (process.env.BENCH_PROFILE_KEEP !== '1') rmSync(profDir, { recursive: true, force: true });
  }
}
