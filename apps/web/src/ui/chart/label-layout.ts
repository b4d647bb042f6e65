import type { ShapeMarker } from './match-shapes';

/** Width of a marker label's character in CSS px (lightweight-charts draws them in 12 px system-ui), and a margin. */
const CHAR_PX = 7;
const MARGIN_PX = 4;

type Side = 'aboveBar' | 'belowBar';
const other = (side: Side): Side => (side === 'aboveBar' ? 'belowBar' : 'aboveBar');

/**
 * Marker labels laid out so that none overlaps another on the same side of the bars, at `barSpacing` px per bar: the
 * chart stacks markers of one bar, but the labels of neighbouring bars (an RTM base between its leg-in and leg-out,
 * several bases close together) run into each other. In time order, a label that would touch the previous one on its
 * side moves to the other side when that side is free there, else keeps its dot without text (the legend and the
 * hover card still name it). `times`: the loaded bars' open times, oldest first.
 */
export function layoutLabels(
  markers: readonly ShapeMarker[],
  times: readonly number[],
  barSpacing: number,
): ShapeMarker[] {
  const barOf = new Map(times.map((time, index) => [time, index]));
  /**
   * Per side, in bars: the newest bar with a label, the right edge of its labels (stacked, so they never meet each
   * other) and the right edge of the labels of the bars before it.
   */
  const last: Record<Side, { bar: number; right: number; before: number }> = {
    aboveBar: { bar: Number.NaN, right: Number.NEGATIVE_INFINITY, before: Number.NEGATIVE_INFINITY },
    belowBar: { bar: Number.NaN, right: Number.NEGATIVE_INFINITY, before: Number.NEGATIVE_INFINITY },
  };
  const fits = (side: Side, bar: number, left: number) =>
    (last[side].bar === bar ? last[side].before : last[side].right) < left;
  return markers.map((marker) => {
    const bar = barOf.get(marker.time);
    if (
      marker.text === '' ||
      bar === undefined ||
      (marker.position !== 'aboveBar' && marker.position !== 'belowBar')
    )
      return marker;
    const half = (marker.text.length * CHAR_PX + MARGIN_PX) / barSpacing / 2;
    const left = bar - half;
    let side: Side = marker.position;
    if (!fits(side, bar, left)) {
      if (!fits(other(side), bar, left)) return { ...marker, text: '' };
      side = other(side);
    }
    const previous = last[side];
    last[side] =
      previous.bar === bar
        ? { ...previous, right: Math.max(previous.right, bar + half) }
        : { bar, right: bar + half, before: previous.right };
    return side === marker.position ? marker : { ...marker, position: side };
  });
}
