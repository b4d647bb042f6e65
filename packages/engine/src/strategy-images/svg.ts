/**
 * The few SVG pieces strategy pictures are drawn with, on a 120 × 72 canvas, y down. Colours are mid-tones that read on
 * the light and the dark theme alike (an <img> does not see the app's theme): the side's teal or rose, a slate grey
 * for structure.
 */
export const WIDTH = 120;
export const HEIGHT = 72;
export const GREY = '#8b95a7';
export const SIDE_COLOURS = { buy: '#14b8a6', sell: '#f43f5e', neutral: '#8b95a7' } as const;

type Point = readonly [number, number];

const coords = (points: readonly Point[]): string => points.map(([x, y]) => `${x},${y}`).join(' ');

export const polyline = (points: readonly Point[], colour: string, width = 2, dashed = false): string =>
  `<polyline points="${coords(points)}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"${dashed ? ' stroke-dasharray="4 3"' : ''}/>`;

export const polygon = (points: readonly Point[], colour: string, opacity = 0.18): string =>
  `<polygon points="${coords(points)}" fill="${colour}" fill-opacity="${opacity}" stroke="${colour}" stroke-width="1.5" stroke-linejoin="round"/>`;

export const box = (
  x: number,
  y: number,
  width: number,
  height: number,
  colour: string,
  opacity = 0.2,
): string =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${colour}" fill-opacity="${opacity}" stroke="${colour}" stroke-width="1"/>`;

export const dot = ([x, y]: Point, colour: string, radius = 2.5): string =>
  `<circle cx="${x}" cy="${y}" r="${radius}" fill="${colour}"/>`;

/** An arrow pointing up (the drawing is mirrored for a sell) with its tip at (x, y). */
export const arrow = (x: number, y: number, colour: string): string =>
  `<path d="M${x} ${y}l6 8h-4v7h-4v-7h-4z" fill="${colour}"/>`;

/** A candle by its open, close, high and low; body in the colour given. */
export const candle = (
  x: number,
  open: number,
  close: number,
  high: number,
  low: number,
  colour: string,
): string =>
  `<line x1="${x}" y1="${high}" x2="${x}" y2="${low}" stroke="${colour}" stroke-width="1.5"/><rect x="${x - 3.5}" y="${Math.min(open, close)}" width="7" height="${Math.max(1.5, Math.abs(close - open))}" fill="${colour}"/>`;
