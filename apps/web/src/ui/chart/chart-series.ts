import {
  type IChartApi,
  LineSeries,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { ShapeLine, ShapeMarker } from './match-shapes';

/** The shape model's unix seconds as the library's time. */
export const timeOf = (seconds: number) => seconds as UTCTimestamp;

export const markersOf = (shapes: readonly ShapeMarker[]) =>
  shapes.map(({ id, time, ...marker }) => ({ ...marker, id, time: timeOf(time) }) as SeriesMarker<Time>);

/** Lines through named points, one line series each (a series takes one value per bar), in the given pane. */
export const addLines = (chart: IChartApi, shapes: readonly ShapeLine[], pane: number) =>
  shapes.map((shape) => {
    const series = chart.addSeries(
      LineSeries,
      {
        color: shape.color,
        lineWidth: 2,
        lastValueVisible: false,
        priceLineVisible: false,
        crosshairMarkerVisible: false,
      },
      pane,
    );
    series.setData(shape.points.map((point) => ({ time: timeOf(point.time), value: point.value })));
    return series;
  });
