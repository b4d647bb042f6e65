import {
  type AutoscaleInfo,
  type IPriceLine,
  type ISeriesApi,
  LineStyle,
  type SeriesType,
} from 'lightweight-charts';

/** A horizontal price line a screen draws on the candles (the risk calculator's entry, stop, exit, liquidation). */
export interface PriceLevel {
  readonly id: string;
  readonly price: number;
  readonly color: string;
  readonly title: string;
  /** The trader may drag it to a new price. */
  readonly draggable: boolean;
  /** The price scale stretches to keep it in view (a far liquidation would squeeze the candles flat). */
  readonly fit: boolean;
}

/**
 * The levels as price lines on a series, kept in view by the series' autoscale. While one is dragged the scale holds
 * still: a scale that followed the pointer would move the price under it and the line would run away.
 */
export const createPriceLevels = (series: ISeriesApi<SeriesType>) => {
  let shown: readonly PriceLevel[] = [];
  let lines: IPriceLine[] = [];
  let frozen: AutoscaleInfo | null = null;
  let last: AutoscaleInfo | null = null;

  const provider = (original: () => AutoscaleInfo | null): AutoscaleInfo | null => {
    if (frozen !== null) return frozen;
    const base = original();
    const fitted = shown.filter((level) => level.fit).map((level) => level.price);
    if (base === null || base.priceRange === null || fitted.length === 0) {
      last = base;
      return base;
    }
    last = {
      ...base,
      priceRange: {
        minValue: Math.min(base.priceRange.minValue, ...fitted),
        maxValue: Math.max(base.priceRange.maxValue, ...fitted),
      },
    };
    return last;
  };
  series.applyOptions({ autoscaleInfoProvider: provider });

  const set = (levels: readonly PriceLevel[]) => {
    const sameLines =
      levels.length === lines.length && levels.every((level, index) => shown[index]?.id === level.id);
    shown = levels;
    if (!sameLines) {
      for (const line of lines) series.removePriceLine(line);
      lines = levels.map(() => series.createPriceLine({ price: 0 }));
    }
    levels.forEach((level, index) => {
      lines[index]?.applyOptions({
        price: level.price,
        color: level.color,
        title: level.title,
        lineWidth: 2,
        lineStyle: level.draggable ? LineStyle.Solid : LineStyle.Dashed,
        axisLabelVisible: true,
      });
    });
  };

  return {
    set,
    /** The draggable level within `tolerancePx` of a height on the pane, nearest first. */
    hit: (y: number, tolerancePx: number): PriceLevel | undefined => {
      let best: { level: PriceLevel; distance: number } | undefined;
      for (const level of shown) {
        const at = level.draggable ? series.priceToCoordinate(level.price) : null;
        const distance = at === null ? Number.POSITIVE_INFINITY : Math.abs(at - y);
        if (distance <= tolerancePx && (best === undefined || distance < best.distance))
          best = { level, distance };
      }
      return best?.level;
    },
    priceAt: (y: number): number | null => series.coordinateToPrice(y),
    /** Holds the price scale where it is (a drag) or lets it follow the data and levels again. */
    hold: (held: boolean) => {
      frozen = held ? last : null;
    },
  };
};

export type PriceLevelsApi = ReturnType<typeof createPriceLevels>;
