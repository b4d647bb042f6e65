// Shared plumbing for the oracle scripts: the inputs every fixture runs on and the JSON writer.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '..', '..', 'src');

const btc = JSON.parse(readFileSync(join(here, '..', '..', 'test', 'fixtures', 'btcusdt-240.json'), 'utf8'));
const take = (c, n) =>
  Object.fromEntries(['time', 'open', 'high', 'low', 'close', 'volume'].map((k) => [k, c[k].slice(0, n)]));

/** Flat first 40 bars (zero ranges and changes), then a cent-tick walk with flat runs. */
function syntheticSteps(length = 160, seed = 42) {
  let state = seed;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const c = { time: [], open: [], high: [], low: [], close: [], volume: [] };
  let close = 10_000;
  let flat = 40;
  for (let i = 0; i < length; i++) {
    const open = close;
    if (flat > 0) flat--;
    else if (random() < 0.06) flat = 5 + Math.floor(random() * 15);
    else close = Math.max(1_000, open + Math.round((random() - 0.5) * 300));
    const isFlat = flat > 0;
    const upper = isFlat ? 0 : Math.round(random() * 80);
    const lower = isFlat ? 0 : Math.round(random() * 80);
    c.time.push(1_700_000_000 + i * 3600);
    c.open.push(open / 100);
    c.close.push(close / 100);
    c.high.push((Math.max(open, close) + upper) / 100);
    c.low.push((Math.min(open, close) - lower) / 100);
    c.volume.push(isFlat ? 10 : 1 + Math.floor(random() * 1000));
  }
  return c;
}

const synthetic = syntheticSteps();
writeFileSync(
  join(here, '..', '..', 'test', 'fixtures', 'synthetic-steps.json'),
  `${JSON.stringify({
    source: 'synthetic',
    symbol: 'STEPS',
    timeframe: 60,
    provenance:
      'bench/oracle/gen-indicator-fixtures.mjs syntheticSteps(160, 42): flat start, cent ticks, flat runs',
    ...synthetic,
  })}\n`,
);
export const inputs = { 'btcusdt-240': take(btc, 300), 'synthetic-steps': synthetic };

/** TA-Lib-style outputs (values from `begIndex`) as full-length arrays, null in the warm-up. */
export const pad = (length, begIndex, values) => {
  const out = new Array(length).fill(null);
  values.forEach((v, i) => {
    out[begIndex + i] = v;
  });
  return out;
};

export const cases = (list) =>
  Object.entries(inputs).flatMap(([input, candles]) =>
    list.map(([params, run]) => ({ input, params, outputs: run(candles) })),
  );

export function write(file, source, fixtureCases) {
  const body = {
    source,
    generator: 'bench/oracle/gen-indicator-fixtures.mjs',
    inputs: 'test/fixtures (btcusdt-240: first 300)',
    cases: fixtureCases,
  };
  writeFileSync(join(src, 'indicators', 'fixtures', `${file}.json`), `${JSON.stringify(body)}\n`);
  process.stdout.write(`wrote ${file}.json (${fixtureCases.length} cases)\n`);
}
