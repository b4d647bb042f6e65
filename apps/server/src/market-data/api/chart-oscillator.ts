import { type ChartOscillator, type OscillatorRequest, SOURCES } from '@tradescope/domain';
import { strategyDetectorById } from '@tradescope/engine';
import type { MarketFeed } from '../../feed';
import { findInstrument } from './candle-history';

interface OscillatorDrawing {
  readonly title: string;
  /** Outputs of the indicator drawn, the one a strategy's chart points read first; histograms are bars. */
  readonly lines: readonly { readonly output: string; readonly style: 'line' | 'histogram' }[];
  readonly levels: readonly number[];
}

const line = (output: string) => ({ output, style: 'line' as const });

/**
 * The oscillators a strategy can read, by the engine's indicator key, as traders chart them: the outputs and the
 * guide levels the strategies trade (RSI 30/70, stochastics 20/80, CCI ±100). Moving averages, bands and price
 * overlays are not here: they belong on the candles, not in a pane of their own.
 */
const DRAWINGS: Readonly<Record<string, OscillatorDrawing>> = {
  'rsi(14)': { title: 'RSI 14', lines: [line('rsi')], levels: [30, 70] },
  'macd(12,26,9)': {
    title: 'MACD 12 26 9',
    lines: [{ output: 'histogram', style: 'histogram' }, line('macd'), line('signal')],
    levels: [0],
  },
  'stochastic(14,3,3)': { title: 'Stoch 14 3 3', lines: [line('k'), line('d')], levels: [20, 80] },
  'stochRsi(14,14,3,3)': { title: 'Stoch RSI 14 14 3 3', lines: [line('k'), line('d')], levels: [20, 80] },
  'cci(20)': { title: 'CCI 20', lines: [line('cci')], levels: [-100, 100] },
  'williamsR(14)': { title: 'Williams %R 14', lines: [line('williamsR')], levels: [-80, -20] },
  'mfi(14)': { title: 'MFI 14', lines: [line('mfi')], levels: [20, 80] },
  obv: { title: 'OBV', lines: [line('obv')], levels: [] },
  'adx(14)': { title: 'ADX 14', lines: [line('adx'), line('plusDI'), line('minusDI')], levels: [20] },
};

/**
 * The oscillator a strategy reads, over the chart's bars in [start, end): computed by the engine over the whole
 * stored series, as the scanner did, so a divergence's o1 and o2 lie on the line drawn. Null when the strategy reads
 * none or the pair, source or timeframe is unknown (the chart then has no second pane).
 */
export const chartOscillator = (feed: MarketFeed, request: OscillatorRequest): ChartOscillator | null => {
  const strategy = strategyDetectorById.get(request.strategyId);
  const spec = strategy?.needs.find((need) => DRAWINGS[need.key] !== undefined);
  const instrument = findInstrument(feed.instruments(), request.source, request.symbol);
  if (spec === undefined || instrument === undefined) return null;
  // As the history: a chart gets only the timeframes its source lists.
  if (!SOURCES[instrument.source].timeframes.includes(request.interval)) return null;
  const series = feed.store.get(instrument.source, instrument.symbol, request.interval);
  if (series === undefined) return null;
  const drawing = DRAWINGS[spec.key]!;
  const columns = series.columns();
  const outputs = spec.batch(columns);
  const { time } = columns;
  return {
    title: drawing.title,
    lines: drawing.lines.map(({ output, style }) => {
      const values = outputs[spec.outputs.indexOf(output)]!;
      const points: [number, number][] = [];
      for (let i = 0; i < time.length; i++) {
        const at = time[i]!;
        if (at >= request.start && at < request.end && Number.isFinite(values[i]!))
          points.push([at, values[i]!]);
      }
      return { name: output, style, points };
    }),
    levels: [...drawing.levels],
  };
};
