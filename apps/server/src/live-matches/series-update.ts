import type { PastMatch, ScanMatch, SeriesKey } from '@tradescope/engine';
import type { Instrument } from '../feed';

/**
 * A series' whole state as the scanning process's index holds it after a scan: what the scale mode carries to every
 * api process (DESIGN §4). Whole, not a diff: applying the latest one is enough, whatever came before was missed.
 */
export interface SeriesUpdate {
  readonly key: SeriesKey;
  /** The instrument, so an api process without a feed of its own can list and file the matches. */
  readonly instrument: Instrument | undefined;
  readonly current: readonly ScanMatch[];
  /** When the scanner first saw each current match (unix ms): every process lists the same receive times. */
  readonly receipts: readonly (readonly [string, number])[];
  /** The series' latest ended match per strategy. */
  readonly past: readonly PastMatch[];
}
