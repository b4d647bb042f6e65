import type { ChartMatch } from '../../lib/endpoints/chart-matches';
import { barIndexOf, momentsOf } from './match-shapes';

/** A span of bar indexes as lightweight-charts' logical range: fractions and indexes past the last bar allowed. */
export interface LogicalRange {
  readonly from: number;
  readonly to: number;
}

/** Bars left of a match's oldest point, at least, so its first swing has context. */
const MIN_LEAD_BARS = 6;
/** Bars of empty room right of a match's newest point, at least: its zone and arrow stay clear of the price axis. */
const MIN_ROOM_BARS = 8;
/** Room on each side grows with the pattern: this share of its span. */
const PAD_SHARE = 0.2;

/** The match a chart opens on: the newest one (the one a trader just clicked, or the live one). */
export const focusMatchOf = (matches: readonly ChartMatch[]): ChartMatch | undefined =>
  matches.reduce<ChartMatch | undefined>(
    (newest, match) =>
      newest === undefined || match.matchTimestamp > newest.matchTimestamp ? match : newest,
    undefined,
  );

/** Of the bars added to reach the minimum, this share goes to the right of the match, the rest to the history. */
const EXTRA_RIGHT_SHARE = 0.25;

/**
 * The bars to show so a match is read at a glance: all its points in view, some bars before the oldest, room on
 * the right of the newest (past the last bar if need be), and at least `minBars` bars so candles keep a readable
 * width: most extra bars go to the left, where the history is, a quarter to the right so the match is not pushed
 * against the price axis. Null when none of its points is on the loaded bars.
 */
export const matchFrame = (
  times: readonly number[],
  match: ChartMatch,
  minBars: number,
): LogicalRange | null => {
  const indexes = momentsOf(match)
    .map((moment) => barIndexOf(times, moment))
    .filter((index) => index >= 0);
  if (indexes.length === 0) return null;
  const first = Math.min(...indexes);
  const last = Math.max(...indexes);
  const pad = Math.ceil((last - first) * PAD_SHARE);
  const from = first - Math.max(MIN_LEAD_BARS, pad);
  const to = last + Math.max(MIN_ROOM_BARS, pad);
  const extra = Math.max(0, minBars - (to - from));
  const right = Math.round(extra * EXTRA_RIGHT_SHARE);
  // Half a bar either side keeps the end candles whole.
  return { from: Math.max(from - (extra - right), 0) - 0.5, to: to + right + 0.5 };
};

/** Bars a chart this many pixels wide shows at least when framing a match: about one bar per 14 px. */
export const minBarsFor = (widthPx: number): number => Math.max(30, Math.round(widthPx / 14));
