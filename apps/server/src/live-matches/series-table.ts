import type { SeriesSegment } from './series-segment';

/**
 * The segments of one index version laid out for requests: in the index's order, each with the slot of its
 * instrument (source, symbol) and where its groups start in a request's flat per-group arrays. Built once per
 * version (off most requests), so a request looks each instrument up once, not once per series, and keeps one
 * array of group decisions instead of one per series.
 */
export class SeriesTable {
  readonly segments: readonly SeriesSegment[];
  /** Per segment: the slot of its instrument in `keys`. */
  readonly slot: Uint32Array;
  /** Per slot: what the instrument is looked up by. */
  readonly keys: readonly { readonly source: string; readonly symbol: string }[];
  /** Per segment: the index of its first group in a request's per-group arrays. */
  readonly groupBase: Uint32Array;
  /** Groups of every segment: the length of a request's per-group arrays. */
  readonly groupCount: number;

  constructor(segments: Iterable<SeriesSegment>) {
    const list = [...segments];
    const slotByKey = new Map<string, number>();
    const keys: { source: string; symbol: string }[] = [];
    this.slot = new Uint32Array(list.length);
    this.groupBase = new Uint32Array(list.length);
    let groups = 0;
    for (let k = 0; k < list.length; k++) {
      const { source, symbol } = list[k]!;
      const name = `${source}\u0000${symbol}`;
      let slot = slotByKey.get(name);
      if (slot === undefined) {
        slot = keys.length;
        slotByKey.set(name, slot);
        keys.push({ source, symbol });
      }
      this.slot[k] = slot;
      this.groupBase[k] = groups;
      groups += list[k]!.groups.length;
    }
    this.segments = list;
    this.keys = keys;
    this.groupCount = groups;
  }
}
