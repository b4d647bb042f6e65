import type { Detection } from '../types';
import { defineDivergence } from './define-divergence';
import { DIVERGENCE_KINDS, DIVERGENCE_SIDES } from './divergence-rules';
import { DIVERGENCE_SOURCES } from './oscillators';

export { DIVERGENCE_REACH, PAIR_GAPS } from './divergence-rules';
export { DIVERGENCE_SOURCES } from './oscillators';

/** Catalog key of one divergence strategy, e.g. `divergence.rsi.regular.bullish`. */
export const divergenceKey = (source: string, kind: string, side: string): string =>
  `divergence.${source}.${kind}.${side}`;

/** Six oscillators x regular/hidden x bullish/bearish: 24 detectors by catalog key. */
export const DIVERGENCE_DETECTIONS: Readonly<Record<string, Detection>> = Object.fromEntries(
  DIVERGENCE_SOURCES.flatMap((source) =>
    DIVERGENCE_KINDS.flatMap((kind) =>
      DIVERGENCE_SIDES.map((side) => [
        divergenceKey(source.name, kind, side),
        defineDivergence(source, kind, side),
      ]),
    ),
  ),
);
