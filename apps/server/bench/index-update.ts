// The per-scan cost of keeping the matches index current, alone (index-update.mjs bundles this file, with another
// checkout's live-matches folder in place of this one's when asked, and runs it). Each update hands a series' whole live set as fresh objects — as an api process
// parses a scanner's update, and as a scanning process's fromUpdates builds a scan's — with the window moved by one
// match and every match a candle older.
//   MODE=index: the index alone takes it (index.replace: an api process following scanners)
//   MODE=store: the live store keeps the objects and the index hears the change (a scanning process; before
//               index.replace existed, an api process too)
import type { ScanMatch, SeriesKey } from '@tradescope/engine';
import { LiveStore } from '../src/live-matches/live-store';
import { MatchIndex } from '../src/live-matches/match-index';

const N = Number(process.env.N ?? 50);
const SERIES = Number(process.env.SERIES ?? Math.round(200_000 / N));
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const MODE = process.env.MODE ?? 'index';

const chart = (date: number) => ({
  X: { date, value: 1 },
  A: { date: date + 60, value: 2 },
  B: { date: date + 120, value: 3 },
  C: { date: date + 180, value: 4 },
  D: { date: date + 240, value: 5 },
});
const matchOf = (key: SeriesKey, n: number, round: number): ScanMatch => ({
  id: `${key.symbol}.${n}`,
  source: key.source,
  symbol: key.symbol,
  timeframe: key.timeframe,
  strategyId: 1001 + (Math.abs(n) % 40),
  type: n % 3 === 0 ? 'sell' : 'buy',
  matchDate: 1_790_000_000 - n * 3600,
  price: 100 + n,
  passedCandle: n + round,
  distance: 1,
  zone: { from: 90, to: 95 },
  pivotType: 'no pivot',
  chartData: chart(1_790_000_000 - n * 3600),
  state: n % 5 === 0 ? 'forming' : 'active',
  invalidation: 80,
  trigger: 96,
  target: 110,
  validity: 100,
  currentPrice: 99,
});

const index = new MatchIndex(() => 1_800_000_000_000);
const store = new LiveStore();
store.listen((key, change) => index.apply(key, change));
const update = (key: SeriesKey, current: ScanMatch[]): unknown =>
  MODE === 'store' ? store.replace(key, current) : index.replace(key, current);

const keys = Array.from(
  { length: SERIES },
  (_, s) => ({ source: 'binance-spot', symbol: `S${s}USDT`, timeframe: 60 }) as SeriesKey,
);
const seriesAt = (key: SeriesKey, round: number) =>
  Array.from({ length: N }, (_, n) => matchOf(key, n - round, round));
for (const key of keys) update(key, seriesAt(key, 0));
(globalThis as { gc?: () => void }).gc?.();

const times: number[] = [];
const cpuFrom = process.cpuUsage();
for (let round = 1; round <= ROUNDS; round++)
  for (const key of keys) {
    const current = seriesAt(key, round);
    const from = performance.now();
    update(key, current);
    times.push(performance.now() - from);
  }
const cpu = process.cpuUsage(cpuFrom);
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3);
process.stdout.write(
  `${JSON.stringify({
    mode: MODE,
    matchesPerSeries: N,
    updates: times.length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    meanMs: (times.reduce((sum, t) => sum + t, 0) / times.length).toFixed(3),
    // The whole process (GC threads too), making the fresh objects included: compare modes and builds, not absolutes.
    cpuMsPerUpdate: ((cpu.user + cpu.system) / 1000 / times.length).toFixed(3),
    heapMb: Math.round(process.memoryUsage().heapUsed / 1e6),
  })}\n`,
);
