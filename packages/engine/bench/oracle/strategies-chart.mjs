// Draws strategy signals on real candles so a person can check them by eye (labelled cases in
// src/strategies/*/labelled-cases.test.ts were chosen and checked this way). PNGs go outside the repo.
//   node packages/engine/bench/oracle/strategies-chart.mjs list <fixture> [key prefix]
//   node packages/engine/bench/oracle/strategies-chart.mjs render <fixture> <strategy key> <bar> [out dir]
// <fixture> names a file of test/fixtures (e.g. ethusdt-1440). Default out dir: /tmp/tradescope-charts.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const engineDir = join(here, '..', '..');
const [command, fixtureName, key, barText, outDir = '/tmp/tradescope-charts'] = process.argv.slice(2);

async function loadEngine() {
  const outfile = join(outDir, 'engine-oracle.mjs');
  mkdirSync(outDir, { recursive: true });
  await build({
    stdin: {
      contents: [
        "export * from './src/strategies';",
        "export * from './src/catalog';",
        "export { pivotTypeAt } from './src/pivots';",
      ].join('\n'),
      resolveDir: engineDir,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    outfile,
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

function loadFixture(name) {
  const json = JSON.parse(readFileSync(join(engineDir, 'test', 'fixtures', `${name}.json`), 'utf8'));
  const columns = {};
  for (const k of ['time', 'open', 'high', 'low', 'close', 'volume']) columns[k] = Float64Array.from(json[k]);
  return columns;
}

const iso = (seconds) => new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ');

/** The pivot type a signal shows at the end of its validity (fixed for divergences). */
function finalPivotType(engine, context, signal, validity) {
  if (signal.pivotType) return signal.pivotType;
  const asOf = Math.min(signal.index + validity, context.length - 1);
  return engine.pivotTypeAt(context.pivots(), signal.anchorIndex, { kind: signal.anchorKind, asOf });
}

function list(engine, columns, prefix = '') {
  const context = new engine.BatchContext(columns);
  for (const strategy of engine.STRATEGIES.filter((s) => s.key.startsWith(prefix))) {
    for (const signal of engine.signalsOf(strategy, columns, 0, columns.time.length - 1, context)) {
      const pivot = finalPivotType(engine, context, signal, strategy.validity);
      process.stdout.write(
        `${strategy.key}\t${signal.index}\t${iso(columns.time[signal.index])}\t${pivot}\n`,
      );
    }
  }
}

/** Linear scale from [d0, d1] to [r0, r1]. */
const scale = (d0, d1, r0, r1) => (x) => r0 + ((x - d0) / (d1 - d0 || 1)) * (r1 - r0);

function svgChart(engine, columns, strategy, signal, oscillator) {
  const entry = engine.strategyByKey.get(strategy.key);
  const points = Object.entries(signal.chartData);
  const dates = points.map(([, p]) => columns.time.indexOf(p.date));
  const from = Math.max(0, Math.min(signal.index - 60, ...dates) - 10);
  const to = Math.min(columns.time.length - 1, signal.index + strategy.validity + 5);
  const width = 1200;
  const step = (width - 120) / (to - from + 1);
  const priceTop = 50;
  const priceBottom = oscillator ? 520 : 720;
  const bars = [];
  for (let i = from; i <= to; i++) bars.push(i);
  const levels = [signal.zone.from, signal.zone.to, signal.invalidation, signal.trigger, signal.target];
  const lows = bars.map((i) => columns.low[i]).concat(levels.filter((v) => v !== undefined));
  const highs = bars.map((i) => columns.high[i]).concat(levels.filter((v) => v !== undefined));
  const y = scale(Math.min(...lows), Math.max(...highs), priceBottom, priceTop);
  const x = (i) => 60 + (i - from + 0.5) * step;
  const parts = [`<rect width="${width}" height="800" fill="white"/>`];
  parts.push(
    `<text x="20" y="25" font-size="16" font-family="sans-serif">${entry.name} (${strategy.key}) bar ${signal.index}, ${iso(columns.time[signal.index])}, pivotType ${signal.pivotType ?? 'as of last'}</text>`,
  );
  const zoneTop = y(signal.zone.to);
  parts.push(
    `<rect x="${x(signal.index) - step / 2}" y="${zoneTop}" width="${x(to) - x(signal.index) + step}" height="${Math.max(1, y(signal.zone.from) - zoneTop)}" fill="rgba(40,120,255,0.18)"/>`,
    `<line x1="${x(from)}" x2="${x(to)}" y1="${y(signal.invalidation)}" y2="${y(signal.invalidation)}" stroke="crimson" stroke-dasharray="6 4"/>`,
    `<line x1="${x(signal.index)}" x2="${x(signal.index)}" y1="${priceTop}" y2="${priceBottom}" stroke="#888" stroke-dasharray="2 3"/>`,
  );
  for (const i of bars) {
    const up = columns.close[i] >= columns.open[i];
    const colour = up ? '#1a9e77' : '#d9435f';
    const top = y(Math.max(columns.open[i], columns.close[i]));
    const bottom = y(Math.min(columns.open[i], columns.close[i]));
    parts.push(
      `<line x1="${x(i)}" x2="${x(i)}" y1="${y(columns.high[i])}" y2="${y(columns.low[i])}" stroke="${colour}"/>`,
      `<rect x="${x(i) - step * 0.35}" y="${top}" width="${step * 0.7}" height="${Math.max(1, bottom - top)}" fill="${colour}"/>`,
    );
  }
  // Harmonic ratios (`AB/XA`) label their point; Fibonacci levels (`r0.618`, `e1.272`) are lines.
  const isRatio = (name) => name.includes('/');
  const isLevel = (name) => /^[re]\d/.test(name);
  const priceNames = points.filter(
    ([name]) =>
      !/^o\d/.test(name) &&
      name !== 'indicator' &&
      !isRatio(name) &&
      !isLevel(name) &&
      !name.startsWith('prz') &&
      !name.startsWith('zone') &&
      name !== 'strength' &&
      name !== 'fill',
  );
  for (const [name, p] of points.filter(([name]) => isLevel(name))) {
    parts.push(
      `<line x1="${x(columns.time.indexOf(p.date))}" x2="${x(to)}" y1="${y(p.value)}" y2="${y(p.value)}" stroke="#c58a00" stroke-dasharray="4 3"/>`,
      `<text x="${x(to) + 4}" y="${y(p.value) + 4}" font-size="11" font-family="sans-serif" fill="#c58a00">${name.slice(1)}</text>`,
    );
  }
  // Harmonic X-A-B-C-D, QM H-L-HH-LL (or L-H-LL-HH), RTM leg-in, base, leg-out: joined in time order.
  const zigzag = priceNames
    .filter(([name]) => /^([XABCD]|H|L|HH|LL|legIn|base|legOut)$/.test(name))
    .sort(([, a], [, b]) => a.date - b.date);
  // A zone drawn from where the pattern places it (QM: the left shoulder; RTM: the base).
  if (signal.chartData.zoneTop && signal.chartData.zoneBottom) {
    const top = y(signal.chartData.zoneTop.value);
    const left = x(columns.time.indexOf(signal.chartData.zoneTop.date)) - step / 2;
    parts.push(
      `<rect x="${left}" y="${top}" width="${x(to) - left}" height="${Math.max(1, y(signal.chartData.zoneBottom.value) - top)}" fill="none" stroke="#2878ff" stroke-dasharray="5 3"/>`,
    );
  }
  // A forming harmonic: C to its projected D, dashed.
  if (signal.chartData.projectedD && signal.chartData.C) {
    const [c, d] = [signal.chartData.C, signal.chartData.projectedD];
    parts.push(
      `<line x1="${x(columns.time.indexOf(c.date))}" y1="${y(c.value)}" x2="${x(columns.time.indexOf(d.date))}" y2="${y(d.value)}" stroke="#5b3cc4" stroke-width="2" stroke-dasharray="6 4"/>`,
    );
  }
  if (zigzag.length >= 2) {
    const path = zigzag.map(([, p]) => `${x(columns.time.indexOf(p.date))},${y(p.value)}`);
    parts.push(`<polyline points="${path.join(' ')}" fill="none" stroke="#5b3cc4" stroke-width="2"/>`);
  }
  // Ratios sharing a point (D completes two or three) stack under it.
  const stacked = {};
  for (const [name, p] of points.filter(([name]) => isRatio(name))) {
    const i = columns.time.indexOf(p.date);
    const row = (stacked[i] ?? 0) + 1;
    stacked[i] = row;
    parts.push(
      `<text x="${x(i) + 6}" y="${y(signal.chartData[name[1]].value) + 4 + 14 * row}" font-size="12" font-family="sans-serif" fill="#333">${name} ${p.value.toFixed(3)}</text>`,
    );
  }
  // Divergence swings, a trendline (to the signal bar), a channel's parallel, a horizontal level.
  for (const [a, b] of [
    ['p1', 'p2'],
    ['start', 'end'],
    ['parallelStart', 'parallelEnd'],
    ['level', 'end'],
  ]) {
    const [p1, p2] = [signal.chartData[a], signal.chartData[b]];
    if (!p1 || !p2) continue;
    parts.push(
      `<line x1="${x(columns.time.indexOf(p1.date))}" y1="${y(p1.value)}" x2="${x(columns.time.indexOf(p2.date))}" y2="${y(p2.value)}" stroke="#5b3cc4" stroke-width="2"/>`,
    );
  }
  // ICT: the FVG (c1..c3) or order block as a box to the signal, the broken level to its break, the
  // equal lows / highs swept, and the signal's trigger (green) and target (blue).
  const cd = signal.chartData;
  const box = cd.c1 && cd.c3 ? [cd.c1, cd.c3] : cd.obHigh && cd.obLow ? [cd.obHigh, cd.obLow] : null;
  if (box) {
    const [a, b] = box;
    const top = y(Math.max(a.value, b.value));
    parts.push(
      `<rect x="${x(columns.time.indexOf(a.date))}" y="${top}" width="${x(signal.index) - x(columns.time.indexOf(a.date))}" height="${Math.max(1, y(Math.min(a.value, b.value)) - top)}" fill="rgba(255,160,0,0.25)" stroke="#c58a00"/>`,
    );
  }
  for (const [a, b, colour] of [
    ['broken', 'bos', '#333'],
    ['broken', 'choch', '#333'],
    ['liq1', 'liq2', '#c0399f'],
  ]) {
    const [p1, p2] = [cd[a], cd[b]];
    if (!p1 || !p2) continue;
    parts.push(
      `<line x1="${x(columns.time.indexOf(p1.date))}" y1="${y(p1.value)}" x2="${x(columns.time.indexOf(p2.date))}" y2="${y(p2.value)}" stroke="${colour}" stroke-width="2" stroke-dasharray="8 3"/>`,
    );
  }
  for (const [level, colour] of [
    [signal.trigger, '#1a9e77'],
    [signal.target, '#2b6cb0'],
  ]) {
    if (level === undefined) continue;
    parts.push(
      `<line x1="${x(signal.index)}" x2="${x(to)}" y1="${y(level)}" y2="${y(level)}" stroke="${colour}" stroke-dasharray="3 3"/>`,
    );
  }
  if (signal.chartData.strength) {
    parts.push(
      `<text x="20" y="45" font-size="14" font-family="sans-serif">strength ${signal.chartData.strength.value}</text>`,
    );
  }
  for (const [name, p] of priceNames) {
    const i = columns.time.indexOf(p.date);
    parts.push(
      `<circle cx="${x(i)}" cy="${y(p.value)}" r="5" fill="none" stroke="#5b3cc4" stroke-width="2"/>`,
      `<text x="${x(i) + 6}" y="${y(p.value) - 6}" font-size="13" font-family="sans-serif" fill="#5b3cc4">${name}</text>`,
    );
  }
  if (oscillator) {
    const values = bars.map((i) => oscillator[i]).filter(Number.isFinite);
    const oy = scale(Math.min(...values), Math.max(...values), 780, 560);
    const path = bars
      .filter((i) => Number.isFinite(oscillator[i]))
      .map((i) => `${x(i)},${oy(oscillator[i])}`);
    parts.push(`<polyline points="${path.join(' ')}" fill="none" stroke="#444"/>`);
    const [o1, o2] = [signal.chartData.o1, signal.chartData.o2];
    parts.push(
      `<line x1="${x(columns.time.indexOf(o1.date))}" y1="${oy(o1.value)}" x2="${x(columns.time.indexOf(o2.date))}" y2="${oy(o2.value)}" stroke="#5b3cc4" stroke-width="2"/>`,
      `<text x="20" y="575" font-size="13" font-family="sans-serif">${strategy.key.split('.')[1]}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="800">${parts.join('')}</svg>`;
}

async function render(engine, columns) {
  const strategy = engine.STRATEGIES.find((s) => s.key === key);
  if (!strategy) throw new Error(`no strategy ${key}`);
  const bar = Number(barText);
  const context = new engine.BatchContext(columns);
  const signal = engine.signalsOf(strategy, columns, bar, bar, context)[0];
  if (!signal) throw new Error(`${key} does not fire on bar ${bar}`);
  const source = engine.DIVERGENCE_SOURCES.find((s) => key.startsWith(`divergence.${s.name}.`));
  const oscillator = source ? context.indicator(source.spec)[source.output] : undefined;
  const file = join(outDir, `${fixtureName}-${key}-${bar}.png`);
  await sharp(Buffer.from(svgChart(engine, columns, strategy, signal, oscillator)))
    .png()
    .toFile(file);
  const pivot = finalPivotType(engine, context, signal, strategy.validity);
  process.stdout.write(`${file}\tpivotType ${pivot}\tzone ${signal.zone.from}..${signal.zone.to}\n`);
}

const engine = await loadEngine();
const columns = loadFixture(fixtureName);
if (command === 'list') list(engine, columns, key);
else if (command === 'render') await render(engine, columns);
else
  process.stdout.write(
    'usage: strategies-chart.mjs list <fixture> [prefix] | render <fixture> <key> <bar> [out]\n',
  );
