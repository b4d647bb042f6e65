import { type IctDrawings, NO_ICT_DRAWINGS } from './ict-drawings';
import { type DrawTarget, SeriesPrimitive } from './series-primitive';

const BOX_ALPHA = 0.16;
const EDGE_ALPHA = 0.7;

/**
 * ICT drawings on the candle series (ict-drawings.ts says what): gap and block boxes behind the candles, the
 * structure and liquidity levels over them with their labels (BOS, CHoCH, EQL / EQH, FVG, OB, Breaker, OTE).
 */
export class IctPrimitive extends SeriesPrimitive<IctDrawings> {
  constructor() {
    super(NO_ICT_DRAWINGS);
  }

  setDrawings(drawings: IctDrawings): void {
    this.update(drawings);
  }

  protected override drawBackground(target: DrawTarget): void {
    if (this.data.boxes.length === 0) return;
    // biome-ignore lint/correctness/useHookAtTopLevel: fancy-canvas' drawing scope, not a React hook
    target.useBitmapCoordinateSpace(({ context, horizontalPixelRatio: h, verticalPixelRatio: v }) => {
      for (const box of this.data.boxes) {
        const topLeft = this.xy(box.from, box.top);
        const bottomRight = this.xy(box.to, box.bottom);
        if (topLeft === null || bottomRight === null) continue;
        const x = Math.round(topLeft[0] * h);
        const y = Math.round(topLeft[1] * v);
        const width = Math.max(1, Math.round(bottomRight[0] * h) - x);
        const height = Math.max(1, Math.round(bottomRight[1] * v) - y);
        context.save();
        context.globalAlpha = BOX_ALPHA;
        context.fillStyle = box.color;
        context.fillRect(x, y, width, height);
        context.globalAlpha = EDGE_ALPHA;
        context.strokeStyle = box.color;
        context.lineWidth = Math.max(1, Math.round(h));
        context.strokeRect(x, y, width, height);
        context.restore();
      }
    });
  }

  protected override drawForeground(target: DrawTarget): void {
    const { boxes, segments } = this.data;
    if (boxes.length === 0 && segments.length === 0) return;
    // biome-ignore lint/correctness/useHookAtTopLevel: fancy-canvas' drawing scope, not a React hook
    target.useBitmapCoordinateSpace(({ context, horizontalPixelRatio: h, verticalPixelRatio: v }) => {
      context.save();
      context.font = `600 ${Math.round(10 * v)}px system-ui, sans-serif`;
      context.lineWidth = Math.max(1, Math.round(1.5 * h));
      context.textBaseline = 'bottom';
      for (const segment of segments) {
        const from = this.xy(segment.from.time, segment.from.value);
        const to = this.xy(segment.to.time, segment.to.value);
        if (from === null || to === null) continue;
        context.setLineDash(segment.dashed ? [4 * h, 3 * h] : []);
        context.globalAlpha = EDGE_ALPHA;
        context.strokeStyle = segment.color;
        context.beginPath();
        context.moveTo(from[0] * h, from[1] * v);
        context.lineTo(to[0] * h, to[1] * v);
        context.stroke();
        if (segment.text === '') continue;
        context.globalAlpha = 1;
        context.fillStyle = segment.color;
        // The label sits over the line's middle: its ends touch candles (the swing, the break).
        context.textAlign = 'center';
        context.fillText(segment.text, ((from[0] + to[0]) / 2) * h, ((from[1] + to[1]) / 2) * v - 2 * v);
      }
      // A gap can be thinner than its label, and candles stand in it: the label is a tag on the box's top edge,
      // white on the box's colour, readable over candles in either theme.
      context.textAlign = 'left';
      for (const box of boxes) {
        const corner = this.xy(box.from, box.top);
        if (corner === null) continue;
        const x = corner[0] * h;
        const y = corner[1] * v;
        const pad = 2 * h;
        const width = context.measureText(box.text).width + 2 * pad;
        const height = 12 * v;
        context.globalAlpha = 0.9;
        context.fillStyle = box.color;
        context.fillRect(x, y - height, width, height);
        context.globalAlpha = 1;
        context.fillStyle = '#ffffff';
        context.fillText(box.text, x + pad, y - 1.5 * v);
      }
      context.restore();
    });
  }
}
