import type { JumpRow } from '../../lib/endpoints/jumps';

export interface JumpStep {
  readonly id: string;
  /** Unix seconds of the jump candle. */
  readonly at: number;
  readonly price: number;
  /** Percent from the previous jump's price; null for the first jump of the event. */
  readonly change: number | null;
}

/** The event's jumps in time order, the first one (the match) included, each with its change from the one before. */
export const jumpSteps = (row: Pick<JumpRow, 'id' | 'matchTimestamp' | 'price' | 'jumps'>): JumpStep[] => {
  const all = [
    { id: row.id, matchTimestamp: row.matchTimestamp, price: row.price },
    ...[...row.jumps].sort((a, b) => a.matchTimestamp - b.matchTimestamp),
  ];
  return all.map((jump, index) => {
    const previous = all[index - 1];
    return {
      id: jump.id,
      at: jump.matchTimestamp,
      price: jump.price,
      change: previous === undefined || previous.price <= 0 ? null : (jump.price / previous.price - 1) * 100,
    };
  });
};
