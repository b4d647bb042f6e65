import type {
  ChartOptionsImpl,
  IHorzScaleBehavior,
  InternalHorzScaleItem,
  InternalHorzScaleItemKey,
  Mutable,
  TickMark,
  TickMarkWeightValue,
  TimeMark,
  TimeScalePoint,
} from 'lightweight-charts';

/** Round values weigh more, so the axis labels land on -5, 0, 5 rather than on -4.5 (as the options chart does). */
const weightOf = (value: number): number => {
  for (const [step, weight] of [
    [100, 8],
    [50, 7],
    [25, 6],
    [10, 5],
    [5, 4],
    [1, 3],
    [0.5, 1],
  ] as const)
    if (value === Math.ceil(value / step) * step) return weight;
  return 0;
};

const itemOf = (item: InternalHorzScaleItem) => item as unknown as number;

/**
 * lightweight-charts' numeric horizontal scale (its options chart's) with our own labels: the built-in one writes
 * `toFixed` digits, and a Persian page reads Persian digits on its scales as everywhere else.
 */
export class ReturnsScale implements IHorzScaleBehavior<number> {
  private chartOptions!: ChartOptionsImpl<number>;

  constructor(private readonly format: (value: number) => string) {}

  options(): ChartOptionsImpl<number> {
    return this.chartOptions;
  }
  setOptions(options: ChartOptionsImpl<number>): void {
    this.chartOptions = options;
  }
  preprocessData(): void {}
  updateFormatter(): void {}
  createConverterToInternalObj() {
    return (value: number) => value as unknown as InternalHorzScaleItem;
  }
  convertHorzItemToInternal(item: number): InternalHorzScaleItem {
    return item as unknown as InternalHorzScaleItem;
  }
  key(item: InternalHorzScaleItem | number): InternalHorzScaleItemKey {
    return item as unknown as InternalHorzScaleItemKey;
  }
  cacheKey(item: InternalHorzScaleItem): number {
    return itemOf(item);
  }
  formatHorzItem(item: InternalHorzScaleItem): string {
    return this.format(itemOf(item));
  }
  formatTickmark(mark: TickMark): string {
    return this.format(itemOf(mark.time));
  }
  maxTickMarkWeight(marks: TimeMark[]): TickMarkWeightValue {
    return Math.max(...marks.map((mark) => mark.weight)) as TickMarkWeightValue;
  }
  fillWeightsForPoints(points: readonly Mutable<TimeScalePoint>[], startIndex: number): void {
    for (let index = startIndex; index < points.length; index += 1) {
      const point = points[index];
      if (point !== undefined) point.timeWeight = weightOf(itemOf(point.time)) as TickMarkWeightValue;
    }
  }
}
