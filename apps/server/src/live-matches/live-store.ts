import { confirmsLower, type ScanMatch, type SeriesKey } from '@tradescope/engine';

/** `changed`: matches listed before and after whose lifecycle state moved (forming -> active -> triggered, ...). */
export type SeriesChange = {
  added: ScanMatch[];
  removed: ScanMatch[];
  changed: ScanMatch[];
  current: ScanMatch[];
};

type Listener = (key: SeriesKey, change: SeriesChange) => void;

/** What a scan's live set changed against the series' set before it. */
export const seriesChange = (before: readonly ScanMatch[], matches: ScanMatch[]): SeriesChange => {
  const stateBefore = new Map(before.map((match) => [match.id, match.state]));
  const afterIds = new Set(matches.map((match) => match.id));
  return {
    added: matches.filter((match) => !stateBefore.has(match.id)),
    removed: before.filter((match) => !afterIds.has(match.id)),
    changed: matches.filter((match) => {
      const state = stateBefore.get(match.id);
      return state !== undefined && state !== match.state;
    }),
    current: matches,
  };
};

/** Sets (or, empty, deletes) an asset's timeframe's entry, dropping the asset once it has none. */
const setIn = (
  byAsset: Map<string, Map<number, ScanMatch[]>>,
  asset: string,
  timeframe: number,
  matches: ScanMatch[],
) => {
  const timeframes = byAsset.get(asset) ?? new Map<number, ScanMatch[]>();
  if (matches.length > 0) byAsset.set(asset, timeframes.set(timeframe, matches));
  else if (timeframes.delete(timeframe) && timeframes.size === 0) byAsset.delete(asset);
};

const isForming = (match: ScanMatch): boolean => match.state === 'forming';

const seriesKeyOf = ({ source, symbol, timeframe }: SeriesKey): string => `${source}|${symbol}|${timeframe}`;
const assetKeyOf = ({ source, symbol }: SeriesKey): string => `${source}|${symbol}`;

/**
 * The live matches of every series. A scan answers a series' whole live set, so replacing it is how matches appear,
 * advance (passed candles, distance, state) and leave (validity passed) — one rule, no bookkeeping.
 * Listeners (the matches index) hear every replacement synchronously, so what they hold is never behind this store.
 */
export class LiveStore {
  readonly #bySeries = new Map<string, ScanMatch[]>();
  /**
   * By asset, then timeframe, the matches that can confirm a lower timeframe's XMoon (engine `confirmsLower`): every
   * scan reads those of its asset's higher timeframes, and they are a few of the hundreds listed there.
   */
  readonly #confirming = new Map<string, Map<number, ScanMatch[]>>();
  /** By asset, then timeframe, the forming matches: the only ones a live price can move (engine `tickState`). */
  readonly #forming = new Map<string, Map<number, ScanMatch[]>>();
  readonly #listeners: Listener[] = [];
  #count = 0;

  replace(key: SeriesKey, matches: ScanMatch[]): SeriesChange {
    const series = seriesKeyOf(key);
    const before = this.#bySeries.get(series) ?? [];
    this.#count += matches.length - before.length;
    const asset = assetKeyOf(key);
    if (matches.length === 0) this.#bySeries.delete(series);
    else this.#bySeries.set(series, matches);
    setIn(this.#confirming, asset, key.timeframe, matches.filter(confirmsLower));
    setIn(this.#forming, asset, key.timeframe, matches.filter(isForming));
    const change = seriesChange(before, matches);
    for (const listener of this.#listeners) listener(key, change);
    return change;
  }

  /** Hears every replacement, in order, before `replace` returns. */
  listen(listener: Listener): void {
    this.#listeners.push(listener);
  }

  /** The live matches of one series (the store's own array: callers only read it). */
  of(key: SeriesKey): readonly ScanMatch[] {
    return this.#bySeries.get(seriesKeyOf(key)) ?? [];
  }

  /** The live matches of the series' asset on higher timeframes than its own that can confirm its XMoon. */
  higherThan(key: SeriesKey): ScanMatch[] {
    const higher: ScanMatch[] = [];
    for (const [timeframe, matches] of this.#confirming.get(assetKeyOf(key)) ?? [])
      if (timeframe > key.timeframe) higher.push(...matches);
    return higher;
  }

  /** The series of one asset that hold forming matches: each with its live matches and its forming ones. */
  *formingOf(source: string, symbol: string): Generator<[SeriesKey, ScanMatch[], ScanMatch[]]> {
    for (const [timeframe, forming] of this.#forming.get(`${source}|${symbol}`) ?? []) {
      const key = { source, symbol, timeframe } as SeriesKey;
      yield [key, this.#bySeries.get(seriesKeyOf(key))!, forming];
    }
  }

  /** Every live match; the arrays are the store's own, callers only read them. */
  *all(): Generator<ScanMatch> {
    for (const matches of this.#bySeries.values()) yield* matches;
  }

  get size(): number {
    return this.#count;
  }
}
