import { catalog, strategyByKey } from '../catalog';
import { CANDLESTICK_DETECTIONS } from './candlestick';
import { CLASSIC_DETECTIONS } from './classic';
import { DIVERGENCE_DETECTIONS } from './divergence';
import type { Detection, Strategy } from './types';

const DETECTIONS: Readonly<Record<string, Detection>> = {
  ...CLASSIC_DETECTIONS,
  ...DIVERGENCE_DETECTIONS,
  ...CANDLESTICK_DETECTIONS,
};

/** Binds a detector to its catalog entry; a key or side the catalog disagrees with fails at load. */
function bind(key: string, detection: Detection): Strategy {
  const entry = strategyByKey.get(key);
  if (entry === undefined) throw new Error(`strategy ${key} has no catalog entry`);
  if (entry.position !== detection.position) {
    throw new Error(`strategy ${key} detects ${detection.position} but the catalog says ${entry.position}`);
  }
  return { ...detection, id: entry.id, key, validity: entry.validity };
}

for (const key of Object.keys(DETECTIONS)) bind(key, DETECTIONS[key]!);

/**
 * Every strategy with a detector, in catalog order: the scanner's default set. Catalog entries found
 * elsewhere (the jump strategy, by the jumps module) have none.
 */
export const STRATEGIES: readonly Strategy[] = catalog
  .filter((entry) => entry.key in DETECTIONS)
  .map((entry) => bind(entry.key, DETECTIONS[entry.key]!));

export const strategyDetectorById: ReadonlyMap<number, Strategy> = new Map(STRATEGIES.map((s) => [s.id, s]));

/** The strategies of a pack, in the order given; ids without a detector are skipped. */
export function strategiesByIds(ids: readonly number[]): Strategy[] {
  const found: Strategy[] = [];
  for (const id of ids) {
    const strategy = strategyDetectorById.get(id);
    if (strategy !== undefined && !found.includes(strategy)) found.push(strategy);
  }
  return found;
}
