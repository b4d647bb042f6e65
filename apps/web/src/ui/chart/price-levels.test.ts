import type { AutoscaleInfo, ISeriesApi, SeriesType } from 'lightweight-charts';
import { describe, expect, it, vi } from 'vitest';
import { createPriceLevels, type PriceLevel } from './price-levels';

/** A series whose pane shows prices 0-200 over 400 px, top down, recording its lines and its autoscale. */
const fakeSeries = () => {
  const state = {
    lines: [] as { options: Record<string, unknown> }[],
    provider: undefined as ((original: () => AutoscaleInfo | null) => AutoscaleInfo | null) | undefined,
  };
  const series = {
    applyOptions: (options: { autoscaleInfoProvider?: typeof state.provider }) => {
      state.provider = options.autoscaleInfoProvider;
    },
    createPriceLine: (options: Record<string, unknown>) => {
      const line = {
        options,
        applyOptions: (next: Record<string, unknown>) => Object.assign(line.options, next),
      };
      state.lines.push(line);
      return line;
    },
    removePriceLine: vi.fn((line: unknown) => {
      state.lines = state.lines.filter((kept) => kept !== line);
    }),
    priceToCoordinate: (price: number) => 400 - price * 2,
    coordinateToPrice: (y: number) => (400 - y) / 2,
  };
  return { series: series as unknown as ISeriesApi<SeriesType>, state };
};

const level = (id: string, price: number, extra: Partial<PriceLevel> = {}): PriceLevel => ({
  id,
  price,
  color: '#000',
  title: id,
  draggable: true,
  fit: true,
  ...extra,
});
const candlesRange = (): AutoscaleInfo => ({ priceRange: { minValue: 90, maxValue: 110 } });

describe('createPriceLevels', () => {
  it('draws one line per level and moves them without redrawing', () => {
    const { series, state } = fakeSeries();
    const levels = createPriceLevels(series);
    levels.set([level('entry', 100), level('stop', 95)]);
    expect(state.lines.map((line) => line.options.price)).toEqual([100, 95]);
    levels.set([level('entry', 101), level('stop', 94)]);
    expect(state.lines.map((line) => line.options.price)).toEqual([101, 94]);
    expect(series.removePriceLine).not.toHaveBeenCalled();
  });

  it('picks the nearest draggable line within the tolerance, never a fixed one', () => {
    const { series } = fakeSeries();
    const levels = createPriceLevels(series);
    // entry 100 sits at y 200, stop 95 at 210, liquidation 98 at 204 (not draggable).
    levels.set([level('entry', 100), level('stop', 95), level('liquidation', 98, { draggable: false })]);
    expect(levels.hit(203, 7)?.id).toBe('entry');
    expect(levels.hit(207, 7)?.id).toBe('stop');
    expect(levels.hit(230, 7)).toBeUndefined();
    expect(levels.priceAt(150)).toBe(125);
  });

  it('stretches the autoscale to the levels it should fit, and holds it still while one is dragged', () => {
    const { series, state } = fakeSeries();
    const levels = createPriceLevels(series);
    levels.set([level('exit', 130), level('liquidation', 10, { fit: false })]);
    expect(state.provider?.(candlesRange)?.priceRange).toEqual({ minValue: 90, maxValue: 130 });
    levels.hold(true);
    levels.set([level('exit', 170), level('liquidation', 10, { fit: false })]);
    expect(state.provider?.(candlesRange)?.priceRange).toEqual({ minValue: 90, maxValue: 130 });
    levels.hold(false);
    expect(state.provider?.(candlesRange)?.priceRange).toEqual({ minValue: 90, maxValue: 170 });
  });
});
