import type {
  IChartApi,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesApi,
  ISeriesPrimitive,
  PrimitivePaneViewZOrder,
  SeriesAttachedParameter,
  SeriesType,
  Time,
} from 'lightweight-charts';

export type DrawTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];

/**
 * A canvas drawing attached to the candle series, so it pans and scales with the chart: it keeps the chart and
 * series it is attached to and redraws when its data changes. Subclasses draw behind the candles
 * (`drawBackground`) and, if they wish, over them (`drawForeground`).
 */
export abstract class SeriesPrimitive<Data> implements ISeriesPrimitive<Time> {
  protected data: Data;
  protected chart: IChartApi | undefined;
  protected series: ISeriesApi<SeriesType> | undefined;
  #requestUpdate: (() => void) | undefined;
  readonly #view: IPrimitivePaneView;

  constructor(empty: Data, zOrder?: PrimitivePaneViewZOrder) {
    this.data = empty;
    const renderer: IPrimitivePaneRenderer = {
      draw: (target) => this.drawForeground(target),
      drawBackground: (target) => this.drawBackground(target),
    };
    this.#view =
      zOrder === undefined
        ? { renderer: () => renderer }
        : { zOrder: () => zOrder, renderer: () => renderer };
  }

  attached({ chart, series, requestUpdate }: SeriesAttachedParameter<Time>): void {
    this.chart = chart as IChartApi;
    this.series = series;
    this.#requestUpdate = requestUpdate;
  }

  detached(): void {
    this.chart = undefined;
    this.series = undefined;
    this.#requestUpdate = undefined;
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [this.#view];
  }

  protected update(data: Data): void {
    this.data = data;
    this.#requestUpdate?.();
  }

  /** Media coordinates of a bar time and a price, or null off the loaded range. */
  protected xy(time: number, price: number): [number, number] | null {
    const x = this.chart?.timeScale().timeToCoordinate(time as Time) ?? null;
    const y = this.series?.priceToCoordinate(price) ?? null;
    return x === null || y === null ? null : [x, y];
  }

  protected drawForeground(_target: DrawTarget): void {}

  protected abstract drawBackground(target: DrawTarget): void;
}
