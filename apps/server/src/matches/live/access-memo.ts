import type { Instrument } from '../../feed';
import type { SeriesSegment } from '../../live-matches';

/**
 * One segment's access decisions: strategy id -> may see (canSeeMatch asked once per strategy), and per group the
 * answer read from it (0 not asked yet, 1 visible, 2 hidden), so later requests read a byte per group.
 */
export type SegmentDecisions = { readonly byStrategy: Map<number, boolean>; readonly byGroup: Uint8Array };

type Decisions = { instrument: Instrument; decisions: SegmentDecisions };

export const freshDecisions = (segment: SeriesSegment): SegmentDecisions => ({
  byStrategy: new Map(),
  byGroup: new Uint8Array(segment.groups.length),
});

/**
 * Access decisions per segment, shared by the requests of one access fingerprint: the caller's stored access,
 * market and the second it is judged at — everything canSeeMatch reads besides the match.
 * A replaced segment is a new object, so its decisions start over; so do a segment's whose instrument changed.
 * Without it every request asks canSeeMatch once per segment and strategy (thousands of calls, milliseconds).
 */
export class AccessMemo {
  readonly #byFingerprint = new Map<string, WeakMap<SeriesSegment, Decisions>>();
  readonly #limit: number;

  constructor(limit = 256) {
    this.#limit = limit;
  }

  /** The decisions of one fingerprint: a segment's decisions, filled by the caller as it asks. */
  of(fingerprint: string): (segment: SeriesSegment, instrument: Instrument) => SegmentDecisions {
    let bySegment = this.#byFingerprint.get(fingerprint);
    if (bySegment === undefined) {
      bySegment = new WeakMap();
      this.#byFingerprint.set(fingerprint, bySegment);
      if (this.#byFingerprint.size > this.#limit)
        this.#byFingerprint.delete(this.#byFingerprint.keys().next().value!);
    }
    const memo = bySegment;
    return (segment, instrument) => {
      const known = memo.get(segment);
      if (known !== undefined && known.instrument === instrument) return known.decisions;
      const decisions = freshDecisions(segment);
      memo.set(segment, { instrument, decisions });
      return decisions;
    };
  }
}
