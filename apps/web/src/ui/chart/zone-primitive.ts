import type { Time } from 'lightweight-charts';
import type { ShapeZone } from './match-shapes';
import { type DrawTarget, SeriesPrimitive } from './series-primitive';

const FILL_ALPHA = 0.1;
const EDGE_ALPHA = 0.55;

/**
 * Match zones as boxes behind the candles: from the candle the strategy fired on to the right edge, between
 * the zone's two prices (the legend names it, so nothing is written over the candles). A series primitive, so it
 * pans and scales with the chart.
 */
export class ZonesPrimitive extends SeriesPrimitive<readonly ShapeZone[]> {
  constructor() {
    super([], 'bottom');
  }

  setZones(zones: readonly ShapeZone[]): void {
    this.update(zones);
  }

  protected override drawBackground(target: DrawTarget): void {
    const chart = this.chart;
    const series = this.series;
    if (chart === undefined || series === undefined || this.data.length === 0) return;
    // biome-ignore lint/correctness/useHookAtTopLevel: fancy-canvas' drawing scope, not a React hook
    target.useBitmapCoordinateSpace(
      ({ context, bitmapSize, horizontalPixelRatio: h, verticalPixelRatio: v }) => {
        for (const zone of this.data) {
          const x = chart.timeScale().timeToCoordinate(zone.from as Time);
          const top = series.priceToCoordinate(zone.top);
          const bottom = series.priceToCoordinate(zone.bottom);
          if (x === null || top === null || bottom === null) continue;
          const left = Math.round(x * h);
          const y = Math.round(top * v);
          const height = Math.max(1, Math.round((bottom - top) * v));
          context.save();
          context.globalAlpha = FILL_ALPHA;
          context.fillStyle = zone.color;
          context.fillRect(left, y, bitmapSize.width - left, height);
          context.globalAlpha = EDGE_ALPHA;
          context.strokeStyle = zone.color;
          context.lineWidth = Math.max(1, Math.round(h));
          context.setLineDash([4 * h, 3 * h]);
          context.strokeRect(left, y, bitmapSize.width - left, height);
          context.restore();
        }
      },
    );
  }
}
