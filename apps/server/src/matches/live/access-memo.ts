import type { Instrument } from '../../market-data';
import type { SeriesSegment } from './series-segment';

type Decisions = { instrument: Instrument; visible: Map<number, boolean> };

/**
 * Access decisions (strategy id -> may see) per segment, shared by the requests of one access fingerprint: the
 * caller's stored access, market and the second it is judged at — everything canSeeMatch reads besides the match.
 * A replaced segment is a new object, so its decisions start over; so do a segment's whose instrument changed.
 * Without it every request asks canSeeMatch once per segment and strategy (thousands of calls, milliseconds).
 */
export class AccessMemo {
  readonly #byFingerprint = new Map<string, WeakMap<SeriesSegment, Decisions>>();
  readonly #limit: number;

  constructor(limit = 256) {
    this.#limit = limit;
  }

  /** The decisions of one fingerprint: a segment's strategy -> visible map, filled by the caller as it asks. */
  of(fingerprint: string): (segment: SeriesSegment, instrument: Instrument) => Map<number, boolean> {
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
      if (known !== undefined && known.instrument === instrument) return known.visible;
      const visible = new Map<number, boolean>();
      memo.set(segment, { instrument, visible });
      return visible;
    };
  }
}
