import type { PatternDrawings } from './pattern-drawings';
import { type DrawTarget, SeriesPrimitive } from './series-primitive';

const TRIANGLE_ALPHA = 0.12;
const LINE_ALPHA = 0.7;
const NONE: PatternDrawings = { triangles: [], ratios: [], levels: [] };

/**
 * A harmonic's triangles (behind the candles), its ratios on dashed lines and a Fibonacci leg's levels, drawn
 * on the candle series so they pan and scale with the chart (pattern-drawings.ts says what to draw).
 */
export class PatternPrimitive extends SeriesPrimitive<PatternDrawings> {
  constructor() {
    super(NONE);
  }

  setDrawings(drawings: PatternDrawings): void {
    this.update(drawings);
  }

  protected override drawBackground(target: DrawTarget): void {
    if (this.data.triangles.length === 0) return;
    // biome-ignore lint/correctness/useHookAtTopLevel: fancy-canvas' drawing scope, not a React hook
    target.useBitmapCoordinateSpace(({ context, horizontalPixelRatio: h, verticalPixelRatio: v }) => {
      for (const triangle of this.data.triangles) {
        const corners = triangle.points.map((p) => this.xy(p.time, p.value));
        if (corners.some((corner) => corner === null)) continue;
        context.save();
        context.beginPath();
        corners.forEach((corner, k) => {
          const [x, y] = corner!;
          if (k === 0) context.moveTo(x * h, y * v);
          else context.lineTo(x * h, y * v);
        });
        context.closePath();
        context.globalAlpha = TRIANGLE_ALPHA;
        context.fillStyle = triangle.color;
        context.fill();
        if (triangle.dashed) {
          context.globalAlpha = LINE_ALPHA;
          context.strokeStyle = triangle.color;
          context.lineWidth = Math.max(1, Math.round(h));
          context.setLineDash([4 * h, 3 * h]);
          context.stroke();
        }
        context.restore();
      }
    });
  }

  protected override drawForeground(target: DrawTarget): void {
    const { ratios, levels } = this.data;
    if (ratios.length === 0 && levels.length === 0) return;
    // biome-ignore lint/correctness/useHookAtTopLevel: fancy-canvas' drawing scope, not a React hook
    target.useBitmapCoordinateSpace(
      ({ context, bitmapSize, horizontalPixelRatio: h, verticalPixelRatio: v }) => {
        context.save();
        context.font = `600 ${Math.round(10 * v)}px system-ui, sans-serif`;
        context.lineWidth = Math.max(1, Math.round(h));
        context.setLineDash([4 * h, 3 * h]);
        for (const ratio of ratios) {
          const from = this.xy(ratio.from.time, ratio.from.value);
          const to = this.xy(ratio.to.time, ratio.to.value);
          if (from === null || to === null) continue;
          context.globalAlpha = LINE_ALPHA;
          context.strokeStyle = ratio.color;
          context.beginPath();
          context.moveTo(from[0] * h, from[1] * v);
          context.lineTo(to[0] * h, to[1] * v);
          context.stroke();
          context.globalAlpha = 1;
          context.fillStyle = ratio.color;
          context.textAlign = 'center';
          context.fillText(ratio.text, ((from[0] + to[0]) / 2) * h, ((from[1] + to[1]) / 2) * v - 3 * v);
        }
        for (const level of levels) {
          const start = this.xy(level.from, level.price);
          if (start === null) continue;
          const [x, y] = [Math.round(start[0] * h), Math.round(start[1] * v)];
          context.globalAlpha = LINE_ALPHA;
          context.strokeStyle = level.color;
          context.beginPath();
          context.moveTo(x, y);
          context.lineTo(bitmapSize.width, y);
          context.stroke();
          context.globalAlpha = 1;
          context.fillStyle = level.color;
          context.textAlign = 'left';
          context.fillText(level.text, x + 4 * h, y - 3 * v);
        }
        context.restore();
      },
    );
  }
}
