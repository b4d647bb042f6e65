import type { PastMatch, ScanMatch, SeriesKey } from '@tradescope/engine';
import type { SeriesChange } from './live-store';
import { PastMatches } from './past-matches';
import { buildSegment, matchAt, rowOfMatch, type SeriesSegment } from './series-segment';
import { SeriesTable } from './series-table';

/** Receipts the index just set (first seen) and dropped (the match left, or never came back after a restart). */
export type ReceiptsListener = (
  stamped: readonly (readonly [string, number])[],
  dropped: readonly string[],
) => void;

type Change = { added: readonly ScanMatch[]; removed: readonly ScanMatch[]; current: readonly ScanMatch[] };

const seriesOf = ({ source, symbol, timeframe }: SeriesKey): string => `${source}|${symbol}|${timeframe}`;

/**
 * A match's row in a series' previous segment, or -1: found by search in the rows' (date, id) order (a match's id
 * names its date), so an update builds no map of the series' ids.
 */
const previousRow = (segment: SeriesSegment | undefined, match: ScanMatch): number =>
  segment === undefined ? -1 : rowOfMatch(segment, match);

/**
 * Every live match, one segment per series, kept up to date as scans replace series (never rebuilt per request),
 * and when each match was first seen (a column of its segment; receipts known before their match is live wait in
 * a map of their own). Segments sit in the order the live store keeps its series (a series that
 * empties leaves, and comes back last), so anything answered in iteration order reads as it did over the store.
 * `version` moves on every change: answers computed over one version stay true until it moves.
 */
export class MatchIndex {
  readonly #segments = new Map<string, SeriesSegment>();
  readonly #past = new PastMatches();
  /** Receipts restored (a restart, a scanner's update) for matches no row holds yet, or newer than the row's. */
  readonly #restored = new Map<string, number>();
  readonly #now: () => number;
  readonly #onReceipts: ReceiptsListener | undefined;
  #version = 0;
  #size = 0;
  #table: { version: number; table: SeriesTable } | undefined;
  #pastTable: { version: number; table: SeriesTable } | undefined;

  constructor(now: () => number, onReceipts?: ReceiptsListener) {
    this.#now = now;
    this.#onReceipts = onReceipts;
  }

  /** A series' new live set; `added` and `removed` are relative to the previous one. */
  apply(key: SeriesKey, { added, removed, current }: Change): void {
    const series = seriesOf(key);
    const at = this.#now();
    const previous = this.#segments.get(series);
    const restored = this.#restored;
    const stamped: [string, number][] = [];
    const fresh = new Set<string>();
    for (const match of added)
      if (!restored.has(match.id) && previousRow(previous, match) === -1) {
        fresh.add(match.id);
        stamped.push([match.id, at]);
      }
    const dropped: string[] = [];
    for (const match of removed) {
      const row = previousRow(previous, match);
      const had = restored.delete(match.id) || (row !== -1 && !Number.isNaN(previous!.received[row]!));
      if (had) dropped.push(match.id);
    }
    // A match leaves the live set when its validity passes (a voided one stays, invalidated, until then): it is the
    // latest past one of its strategy now.
    const ended = Math.floor(at / 1000);
    this.#past.record(
      key,
      removed.map((match) => ({ ...match, state: 'expired' as const, endedAt: ended })),
    );
    if (stamped.length > 0 || dropped.length > 0) this.#onReceipts?.(stamped, dropped);
    this.#size += current.length - (previous?.length ?? 0);
    // A restored receipt moves onto its row; a row keeps its receipt; a match first seen now is stamped.
    const receivedOf = (match: ScanMatch): number => {
      const kept = restored.get(match.id);
      if (kept !== undefined) {
        restored.delete(match.id);
        return kept;
      }
      const row = previousRow(previous, match);
      if (row !== -1) return previous!.received[row]!;
      return fresh.has(match.id) ? at : Number.NaN;
    };
    if (current.length === 0) this.#segments.delete(series);
    else this.#segments.set(series, buildSegment(key, current, receivedOf));
    this.#version += 1;
  }

  /**
   * A series' new live set, the change worked out against what the index holds (a process that scans nothing keeps
   * no other copy of the matches: the scale mode's api). Removed matches are built back from the columns.
   */
  replace(key: SeriesKey, current: ScanMatch[]): SeriesChange {
    const segment = this.#segments.get(seriesOf(key));
    // The previous rows the new set holds again; the others were removed.
    const kept = new Uint8Array(segment?.length ?? 0);
    const added: ScanMatch[] = [];
    const changed: ScanMatch[] = [];
    for (const match of current) {
      const row = previousRow(segment, match);
      if (row === -1 || kept[row] === 1) added.push(match);
      else {
        if (segment!.groups[segment!.group[row]!]!.state !== match.state) changed.push(match);
        kept[row] = 1;
      }
    }
    // What is left was listed before and is not now, in the order the series held it.
    const removed: ScanMatch[] = [];
    for (let i = 0; i < kept.length; i++) if (kept[i] === 0) removed.push(matchAt(segment!, i));
    this.apply(key, { added, removed, current });
    return { added, removed, changed, current };
  }

  /** Ended matches a scan found in a series' history (its first scan), kept beside those that left the live set. */
  applyPast(key: SeriesKey, past: readonly PastMatch[]): void {
    if (past.length === 0) return;
    this.#past.record(key, past);
    this.#version += 1;
  }

  /** A series' ended matches, one per strategy. */
  pastOf(key: SeriesKey): PastMatch[] {
    return this.#past.of(key);
  }

  /** Sets a series' ended matches to what another process's index holds (the scale mode's api follows a scanner). */
  replacePast(key: SeriesKey, past: readonly PastMatch[]): void {
    this.#past.replace(key, past);
    this.#version += 1;
  }

  /** Forgets a series' ended matches. */
  clearPast(key: SeriesKey): void {
    this.#past.clear(key);
    this.#version += 1;
  }

  /** The ended matches laid out as `table()` lays out the live ones, rebuilt once per version. */
  pastTable(): SeriesTable {
    if (this.#pastTable?.version !== this.#version)
      this.#pastTable = {
        version: this.#version,
        table: new SeriesTable(this.#past.segments()),
      };
    return this.#pastTable.table;
  }

  /** Receipt times known from before (a restart, a scanner's update): kept for matches live now or again. */
  restoreReceipts(receipts: Iterable<readonly [string, number]>): void {
    for (const [id, at] of receipts) this.#restored.set(id, at);
    this.#version += 1;
  }

  /** Forgets receipts of matches no segment holds (restored ones whose match never came back). */
  pruneReceipts(): readonly string[] {
    if (this.#restored.size === 0) return [];
    // Restored receipts of matches live already move onto their rows; the rest are gone.
    const live = new Map<string, { segment: SeriesSegment; row: number }>();
    for (const segment of this.#segments.values())
      for (let row = 0; row < segment.length; row++) live.set(segment.ids[row]!, { segment, row });
    const gone: string[] = [];
    for (const [id, at] of this.#restored) {
      const found = live.get(id);
      if (found === undefined) gone.push(id);
      else found.segment.received[found.row] = at;
    }
    this.#restored.clear();
    this.#version += 1;
    if (gone.length > 0) this.#onReceipts?.([], gone);
    return gone;
  }

  /** When a live match was first seen (unix ms), undefined without a receipt; found by its series, date and id. */
  receivedAt(match: SeriesKey & Pick<ScanMatch, 'id' | 'matchDate'>): number | undefined {
    const restored = this.#restored.get(match.id);
    if (restored !== undefined) return restored;
    const segment = this.#segments.get(seriesOf(match));
    const row = segment === undefined ? -1 : rowOfMatch(segment, match);
    const at = row === -1 ? Number.NaN : segment!.received[row]!;
    return Number.isNaN(at) ? undefined : at;
  }

  /** Row i's receipt (unix ms; NaN: none), what an answer lists: its column, unless a newer one was restored. */
  receivedAtRow(segment: SeriesSegment, i: number): number {
    return this.#restored.size === 0
      ? segment.received[i]!
      : (this.#restored.get(segment.ids[i]!) ?? segment.received[i]!);
  }

  /** A series' receipts (match id, unix ms): what a scanner hands an api process with the series. */
  receiptsOf(key: SeriesKey): [string, number][] {
    const segment = this.#segments.get(seriesOf(key));
    const out: [string, number][] = [];
    if (segment === undefined) return out;
    for (let i = 0; i < segment.length; i++) {
      const at = this.receivedAtRow(segment, i);
      if (!Number.isNaN(at)) out.push([segment.ids[i]!, at]);
    }
    return out;
  }

  segments(): IterableIterator<SeriesSegment> {
    return this.#segments.values();
  }

  /** The segments laid out for requests (per instrument, flat group numbering), rebuilt once per version. */
  table(): SeriesTable {
    if (this.#table?.version !== this.#version)
      this.#table = { version: this.#version, table: new SeriesTable(this.#segments.values()) };
    return this.#table.table;
  }

  get version(): number {
    return this.#version;
  }

  get size(): number {
    return this.#size;
  }
}
