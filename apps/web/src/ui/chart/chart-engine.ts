import { type ChartOscillator, toPersianDigits } from '@tradescope/domain';
import {
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  createChart,
  createSeriesMarkers,
  HistogramSeries,
  type IPriceLine,
  type ISeriesApi,
  LineStyle,
  type Time,
} from 'lightweight-charts';
import type { Candle } from '../../lib/endpoints/candle-history';
import { type ChartColours, withAlpha } from './chart-colours';
import { addLines, markersOf, timeOf } from './chart-series';
import { type ChartTimeZone, crosshairLabel, tickLabel } from './chart-time';
import { withIctLabels } from './ict-drawings';
import { IctPrimitive } from './ict-primitive';
import { layoutLabels } from './label-layout';
import type { LogicalRange } from './match-frame';
import type { MatchShapes, ShapeMarker } from './match-shapes';
import { createOscillatorPane } from './oscillator-pane';
import { withLabels } from './pattern-drawings';
import { PatternPrimitive } from './pattern-primitive';
import { createPriceLevels } from './price-levels';
import { ZonesPrimitive } from './zone-primitive';

const VOLUME_ALPHA = 0.35;
/** The candles' share of the pane: the bottom fifth is the volume's, or nearly all of it without volume. */
const CANDLE_MARGINS = { withVolume: { top: 0.08, bottom: 0.22 }, alone: { top: 0.08, bottom: 0.08 } };
/** About one bar per 9 px opens the chart on the recent past instead of squeezing 800 bars in. */
const PX_PER_BAR = 9;

export interface ChartOptions {
  readonly colours: ChartColours;
  readonly locale: string;
}

/**
 * lightweight-charts behind a small imperative face: candles with volume beneath, live updates of the forming
 * candle, theme colours, match shapes (markers, pattern lines, zones, entry price lines), a screen's own price levels, the strategy's oscillator
 * in a second pane (oscillator-pane.ts) and the framing of a match.
 */
export const createCandleChart = (node: HTMLElement, options: ChartOptions) => {
  let colours = options.colours;
  // Persian reads Persian digits on the scales too, as everywhere else in the app.
  const persian = options.locale.startsWith('fa');
  const digits = (text: string) => (persian ? toPersianDigits(text).replace('.', '٫') : text);
  const formatterOf = (decimals: number) => (price: number) => digits(price.toFixed(decimals));
  /** Each series formats its own scale: the candles at the pair's precision, the oscillator at its readings'. */
  const priceFormatOf = (decimals: number) => ({
    type: 'custom' as const,
    formatter: formatterOf(decimals),
    minMove: 1 / 10 ** decimals,
  });
  const chart = createChart(node, {
    autoSize: true,
    localization: { locale: options.locale },
    crosshair: { mode: CrosshairMode.Normal },
    timeScale: { timeVisible: true, secondsVisible: false, rightOffset: 4 },
    rightPriceScale: { scaleMargins: CANDLE_MARGINS.withVolume },
  });
  const candles = chart.addSeries(CandlestickSeries, { borderVisible: false });
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: '',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
  const markers = createSeriesMarkers(candles, []);
  const oscillator = createOscillatorPane(chart, node, priceFormatOf);
  const zones = new ZonesPrimitive();
  candles.attachPrimitive(zones);
  const patterns = new PatternPrimitive();
  candles.attachPrimitive(patterns);
  const levels = createPriceLevels(candles);
  const ict = new IctPrimitive();
  candles.attachPrimitive(ict);
  let lines: ISeriesApi<'Line'>[] = [];
  let entries: IPriceLine[] = [];
  let shown: readonly Candle[] = [];
  /** The matches' markers as drawn before their labels are laid out, and the bar spacing of the last layout. */
  let placed: readonly ShapeMarker[] = [];
  let laidAt = 0;
  const layMarkers = () => {
    laidAt = chart.timeScale().options().barSpacing;
    markers.setMarkers(
      markersOf(
        layoutLabels(
          placed,
          shown.map((candle) => candle.time),
          laidAt,
        ),
      ),
    );
  };
  // Zooming changes how many bars a label spans: lay them out again once the spacing moved by a tenth.
  chart.timeScale().subscribeVisibleLogicalRangeChange(() => {
    if (placed.length > 0 && Math.abs(chart.timeScale().options().barSpacing - laidAt) > laidAt / 10)
      layMarkers();
  });
  let timeZone: ChartTimeZone = 'utc';
  /** Off for a market that reports no volume (an index): no bars rather than the source's stand-in figure. */
  let volumeShown = true;
  let intraday = true;

  /** The time axis and crosshair labels in the chosen zone (the library's own formatting reads UTC only). */
  const applyTimeFormat = () =>
    chart.applyOptions({
      localization: {
        timeFormatter: (time: Time) =>
          typeof time === 'number' ? crosshairLabel(time, options.locale, timeZone, intraday) : String(time),
      },
      timeScale: {
        tickMarkFormatter: (time: Time, tickType: number) =>
          typeof time === 'number' ? tickLabel(time, tickType, options.locale, timeZone) : null,
      },
    });

  const bar = (candle: Candle) => ({
    time: timeOf(candle.time),
    open: candle.open,
    high: candle.high,
    low: candle.low,
    close: candle.close,
  });
  const volumeBar = (candle: Candle) => ({
    time: timeOf(candle.time),
    value: candle.volume,
    color: withAlpha(candle.close >= candle.open ? colours.buy : colours.sell, VOLUME_ALPHA),
  });

  const applyColours = (next: ChartColours) => {
    colours = next;
    chart.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: next.background },
        textColor: next.text,
        attributionLogo: false,
      },
      grid: { vertLines: { color: next.grid }, horzLines: { color: next.grid } },
      crosshair: { vertLine: { color: next.crosshair }, horzLine: { color: next.crosshair } },
      rightPriceScale: { borderColor: next.border },
      timeScale: { borderColor: next.border },
    });
    candles.applyOptions({
      upColor: next.buy,
      downColor: next.sell,
      wickUpColor: next.buy,
      wickDownColor: next.sell,
    });
    if (shown.length > 0 && volumeShown) volume.setData(shown.map(volumeBar));
    oscillator.recolour(next);
  };

  /** A tick that moved the forming candle or opened the next one is an update; anything else redraws. */
  const setCandles = (next: readonly Candle[]) => {
    const previous = shown;
    shown = next;
    const last = previous.length - 1;
    const grownBy = next.length - previous.length;
    const incremental =
      last >= 0 &&
      (grownBy === 0 || grownBy === 1) &&
      next[0]?.time === previous[0]?.time &&
      next[last]?.time === previous[last]?.time;
    if (incremental) {
      for (const candle of next.slice(last)) {
        candles.update(bar(candle));
        if (volumeShown) volume.update(volumeBar(candle));
      }
      return;
    }
    candles.setData(next.map(bar));
    volume.setData(volumeShown ? next.map(volumeBar) : []);
    if (placed.length > 0) layMarkers();
    if (previous.length === 0 && next.length > 0) {
      const visible = Math.max(40, Math.round(node.clientWidth / PX_PER_BAR));
      chart.timeScale().setVisibleLogicalRange({ from: next.length - visible, to: next.length + 3 });
    }
  };

  const setShapes = (shapes: MatchShapes) => {
    placed = shapes.markers;
    layMarkers();
    zones.setZones(shapes.zones);
    patterns.setDrawings(withLabels(shapes.patterns, digits));
    ict.setDrawings(withIctLabels(shapes.ict, digits));
    for (const line of lines) chart.removeSeries(line);
    lines = addLines(chart, shapes.lines, 0);
    for (const entry of entries) candles.removePriceLine(entry);
    entries = shapes.entries.map((entry) =>
      candles.createPriceLine({
        price: entry.price,
        color: entry.color,
        lineStyle: LineStyle.Dotted,
        lineWidth: 1,
        // The entry's price on the axis would sit on (and hide) the last price's label; the legend gives it.
        axisLabelVisible: false,
        title: entry.title,
      }),
    );
    oscillator.setShapes(shapes);
  };

  applyColours(colours);
  applyTimeFormat();
  return {
    setCandles,
    setShapes,
    /** Horizontal lines a screen draws and may let the trader drag (price-levels.ts). */
    levels,
    setOscillator: (next: ChartOscillator | null) => oscillator.show(next, colours),
    applyColours,
    /** Shows these bars (a match framed with room on its right), leaving the trader free to pan away. */
    frame: (range: LogicalRange) => chart.timeScale().setVisibleLogicalRange(range),
    /** The plotting area's width in pixels, which decides how many bars a frame holds. */
    width: () => node.clientWidth,
    setVolumeShown: (next: boolean) => {
      if (next === volumeShown) return;
      volumeShown = next;
      volume.setData(next ? shown.map(volumeBar) : []);
      chart.applyOptions({
        rightPriceScale: { scaleMargins: next ? CANDLE_MARGINS.withVolume : CANDLE_MARGINS.alone },
      });
    },
    setPrecision: (decimals: number) => {
      candles.applyOptions({ priceFormat: priceFormatOf(decimals) });
    },
    setIntraday: (next: boolean) => {
      intraday = next;
      chart.applyOptions({ timeScale: { timeVisible: next } });
      applyTimeFormat();
    },
    setTimeZone: (zone: ChartTimeZone) => {
      timeZone = zone;
      applyTimeFormat();
    },
    /** The visible bar times in unix seconds, or null before there are bars. */
    visibleRange: (): { from: number; to: number } | null => {
      const range = chart.timeScale().getVisibleRange();
      return range && typeof range.from === 'number' && typeof range.to === 'number'
        ? { from: range.from, to: range.to }
        : null;
    },
    setVisibleRange: (range: { from: number; to: number }) => {
      try {
        chart.timeScale().setVisibleRange({ from: timeOf(range.from), to: timeOf(range.to) });
      } catch (error) {
        // A range outside the loaded bars is refused by the library; the default view stays.
        console.warn('chart: the saved range could not be shown', error);
      }
    },
    remove: () => chart.remove(),
  };
};

export type CandleChartApi = ReturnType<typeof createCandleChart>;
