import { FAMILY_SHAPES, fallback, SELF_MIRRORED } from './family-shapes';
import { HEIGHT, SIDE_COLOURS, WIDTH } from './svg';

/** What a picture is drawn from: a catalog row's family, type, side and key. */
export interface ImageSubject {
  readonly key: string;
  readonly group: string;
  readonly type: string;
  readonly position: 'buy' | 'sell' | 'neutral';
}

/** Where the web app serves a strategy's picture (a static file of its build, named after the stable key). */
export const strategyImagePath = (key: string): string => `/strategy-images/${key}.svg`;

/**
 * A strategy's picture: its family's shape (family-shapes.ts) on the bullish side, mirrored top to bottom for a sell,
 * in the side's colour. Pure and deterministic, so the files can be checked against it.
 */
export function strategyImageSvg({ key, group, type, position }: ImageSubject): string {
  const shape = FAMILY_SHAPES[group] ?? fallback;
  const sell = position === 'sell';
  const drawing = shape(SIDE_COLOURS[position], type, key, sell);
  const body =
    sell && !SELF_MIRRORED.has(group)
      ? `<g transform="matrix(1 0 0 -1 0 ${HEIGHT})">${drawing}</g>`
      : drawing;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}"><title>${key}</title>${body}</svg>\n`;
}
