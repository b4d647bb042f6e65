// The track record benchmark's job (bundled and run by track-record.mjs): the whole catalog's record over every
// shipped candle of every bundled series, on one thread as the server's backtest worker runs it.
import { packedLength, unpackRow } from '@tradescope/engine';
import { loadReplayCatalog } from '../src/market-data/replay/replay-catalog';
import { loadShippedSymbol } from '../src/market-data/replay/replay-files';
import { Backtest, type BacktestSeries } from '../src/track-record/backtest';

const window = Number(process.env.BENCH_WINDOW ?? 0);
const catalog = loadReplayCatalog();
const series: BacktestSeries[] = [];
const scopes: Record<string, { market: never; source: never; base: string }> = {};
// One series set per price path: every crypto exchange quotes its asset's one path, so each path is measured once
// (on the first exchange listing it, Binance spot).
const seen = new Set<string>();
for (const { asset, instrument } of catalog.entries) {
  if (seen.has(asset.id)) continue;
  seen.add(asset.id);
  const file = asset.files[0]!;
  scopes[instrument.id] = {
    market: instrument.market as never,
    source: instrument.source as never,
    base: instrument.base,
  };
  for (const shipped of loadShippedSymbol(catalog.dataDir, file.folder, file.symbol).series) {
    const columns = shipped.candles;
    const length = columns.time.length;
    // BENCH_WINDOW=1000 measures what the server's replay keeps in memory (its windows) instead of every shipped row.
    const from = window > 0 ? Math.max(0, length - window) : 0;
    const cut = Object.fromEntries(
      Object.entries(columns).map(([name, column]) => [name, column.slice(from)]),
    );
    series.push({
      key: { source: instrument.source, symbol: instrument.symbol, timeframe: shipped.timeframe },
      columns: cut as unknown as BacktestSeries['columns'],
    });
  }
}
const candles = series.reduce((sum, { columns }) => sum + columns.time.length, 0);
const cpu = process.cpuUsage();
const started = performance.now();
const result = new Backtest().run(series, scopes);
const wallMs = performance.now() - started;
const { user, system } = process.cpuUsage(cpu);
process.stdout.write(
  `${JSON.stringify({
    series: series.length,
    candles,
    rows: result.groups.reduce((sum, group) => sum + packedLength(group), 0),
    wallMs: Math.round(wallMs),
    cpuMs: Math.round((user + system) / 1000),
    answerMb:
      Math.round(
        result.groups.reduce(
          (sum, group) =>
            sum +
            Array.from(
              { length: packedLength(group) },
              (_, i) => JSON.stringify(unpackRow(group, i)).length + 1,
            ).reduce((a, b) => a + b, 0),
          0,
        ) / 1e5,
      ) / 10,
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1e2) / 10,
    heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1e5) / 10,
  })}\n`,
);
