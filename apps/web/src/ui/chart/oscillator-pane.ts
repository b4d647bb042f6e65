import type { ChartOscillator } from '@tradescope/domain';
import {
  createSeriesMarkers,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  LineSeries,
  LineStyle,
  type PriceFormatCustom,
  type Time,
} from 'lightweight-charts';
import { type ChartColours, withAlpha } from './chart-colours';
import { addLines, markersOf, timeOf } from './chart-series';
import type { MatchShapes } from './match-shapes';
import { oscillatorDecimals } from './oscillator-scale';

/** The oscillator pane's share of the height: a quarter, the candles keep the rest. */
const OSCILLATOR_STRETCH = 0.33;
const OSCILLATOR_PANE = 1;

type OscillatorShapes = Pick<MatchShapes, 'oscillatorMarkers' | 'oscillatorLines'>;

/**
 * The strategy's oscillator in a second pane under the candles: its lines (a histogram behind them), its guide
 * levels, and the match's readings on it (a divergence's o1 and o2 marked and joined). Shown with no oscillator,
 * the pane is removed.
 */
export const createOscillatorPane = (
  chart: IChartApi,
  node: HTMLElement,
  priceFormatOf: (decimals: number) => PriceFormatCustom,
) => {
  let series: ISeriesApi<'Line' | 'Histogram'>[] = [];
  let markers: ISeriesMarkersPluginApi<Time> | undefined;
  let shapes: OscillatorShapes = { oscillatorMarkers: [], oscillatorLines: [] };
  let shapeLines: ISeriesApi<'Line'>[] = [];
  let shown: ChartOscillator | null = null;

  const drawShapes = () => {
    for (const line of shapeLines) chart.removeSeries(line);
    shapeLines = [];
    markers?.setMarkers(markersOf(shapes.oscillatorMarkers));
    if (series.length > 0) shapeLines = addLines(chart, shapes.oscillatorLines, OSCILLATOR_PANE);
  };

  const show = (next: ChartOscillator | null, colours: ChartColours) => {
    shown = next;
    for (const each of series) chart.removeSeries(each);
    for (const line of shapeLines) chart.removeSeries(line);
    series = [];
    shapeLines = [];
    markers = undefined;
    if (chart.panes().length > OSCILLATOR_PANE) chart.removePane(OSCILLATOR_PANE);
    delete node.dataset.oscillator;
    if (next === null) return;
    // The study's main line, then its signal line (MACD signal, %D); a histogram sits behind them in grey.
    const palette = [colours.oscillator, colours.signalLine, colours.text];
    let lineIndex = 0;
    const priceFormat = priceFormatOf(oscillatorDecimals(next));
    series = next.lines.map((line, index) => {
      const data = line.points.map(([time, value]) => ({ time: timeOf(time), value }));
      const common = {
        lastValueVisible: index === 0,
        priceLineVisible: false,
        title: index === 0 ? next.title : '',
        priceFormat,
      };
      if (line.style === 'histogram') {
        const bars = chart.addSeries(
          HistogramSeries,
          { ...common, color: withAlpha(colours.text, 0.45) },
          OSCILLATOR_PANE,
        );
        bars.setData(data);
        return bars;
      }
      const drawn = chart.addSeries(
        LineSeries,
        {
          ...common,
          color: palette[lineIndex] ?? colours.text,
          lineWidth: lineIndex++ === 0 ? 2 : 1,
          crosshairMarkerVisible: false,
        },
        OSCILLATOR_PANE,
      );
      drawn.setData(data);
      return drawn;
    });
    const [first] = series;
    if (first === undefined) return;
    for (const level of next.levels) {
      first.createPriceLine({
        price: level,
        color: colours.crosshair,
        lineStyle: LineStyle.Dashed,
        lineWidth: 1,
        axisLabelVisible: false,
        title: '',
      });
    }
    chart.panes()[OSCILLATOR_PANE]?.setStretchFactor(OSCILLATOR_STRETCH);
    // Names the study the second pane shows (the journeys read it beside the library's own pane rows).
    node.dataset.oscillator = next.title;
    markers = createSeriesMarkers(first, []);
    drawShapes();
  };

  return {
    show,
    /** The match's readings, kept for when the oscillator arrives after the shapes. */
    setShapes: (next: OscillatorShapes) => {
      shapes = next;
      drawShapes();
    },
    /** Draws the pane again in the theme's colours. */
    recolour: (colours: ChartColours) => {
      if (shown !== null) show(shown, colours);
    },
  };
};
