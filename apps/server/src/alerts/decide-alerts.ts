import { canSeeMatch, type Market, type UnixSeconds } from '@tradescope/domain';
import { type ScanMatch, type SeriesKey, strategyById } from '@tradescope/engine';
import type { Instrument } from '../feed';
import { type ListedMatch, listedFromScan } from '../matches';
import { type AlertIndex, eachWatcher, type PackRule } from './alert-index';
import type { AlertDecision, AlertPayload } from './alert-payload';

/** One scanned series: its whole live set after the scan. */
export type ScannedSeries = {
  readonly key: SeriesKey;
  readonly market: Market;
  readonly current: readonly ScanMatch[];
};

type DecideDeps = {
  readonly index: AlertIndex;
  readonly instrumentOf: (source: string, symbol: string) => Instrument | undefined;
  readonly nowS: UnixSeconds;
  /** When the live index first saw a match (unix ms); undefined: just now. */
  readonly receivedAt: (match: ScanMatch) => number | undefined;
  /** Decisions taken already, per match id: `user|channel`. Only a shortcut; the outbox's unique key is the rule. */
  readonly decided: DecidedAlerts;
};

/**
 * The live matches of each series evaluated already, with the alerts decided for each, so a rescan (every candle
 * close re-answers a series' whole live set) neither writes them again nor asks every pack again. Forgotten as the
 * matches leave their series.
 */
export class DecidedAlerts {
  readonly #bySeries = new Map<string, Map<string, Set<string>>>();

  /** The series' entry, keeping only the matches still live. */
  of(key: SeriesKey, current: readonly ScanMatch[]): Map<string, Set<string>> {
    const name = `${key.source}|${key.symbol}|${key.timeframe}`;
    const known = this.#bySeries.get(name) ?? new Map<string, Set<string>>();
    const live = new Set(current.map((match) => match.id));
    for (const id of known.keys()) if (!live.has(id)) known.delete(id);
    if (known.size === 0 && current.length === 0) this.#bySeries.delete(name);
    else this.#bySeries.set(name, known);
    return known;
  }
}

export const payloadOf = (listed: ListedMatch, faName: string): AlertPayload => ({
  pair: listed.pair,
  base: listed.base,
  quote: listed.quote,
  source: listed.source,
  side: listed.type,
  strategyId: listed.strategyId,
  strategyName: listed.strategyName,
  strategyFaName: faName,
  timeframe: listed.timeframe,
  price: listed.price,
  zone: { from: listed.zone.from, to: listed.zone.to },
  matchDate: listed.matchTimestamp,
  jump: false,
});

type Picked = { email?: PackRule; bot?: PackRule; webhook?: PackRule };

/** The first pack (list order) that holds the match, per channel: it names the alert sent there. */
const pickPacks = (rules: readonly PackRule[], listed: ListedMatch, receivedAt: number): Picked => {
  const picked: Picked = {};
  for (const rule of rules) {
    if (receivedAt < rule.since) continue;
    const wanted =
      (rule.email && picked.email === undefined) ||
      (rule.bot && picked.bot === undefined) ||
      (rule.webhookUrl !== undefined && picked.webhook === undefined);
    if (!wanted || !rule.holds(listed)) continue;
    if (rule.email) picked.email ??= rule;
    if (rule.bot) picked.bot ??= rule;
    if (rule.webhookUrl !== undefined) picked.webhook ??= rule;
  }
  return picked;
};

/**
 * The alerts a scanned series calls for: each live match against the packs watching its source, strategy, timeframe
 * and base (the alerts page's rule and access, so an alert never shows what the user may not see), one alert per
 * user, match and channel. Pure but for the `decided` memo; writing the rows is the caller's.
 */
export const decideAlerts = (series: ScannedSeries, deps: DecideDeps): AlertDecision[] => {
  const { index, nowS } = deps;
  const { key, market, current } = series;
  const decided = deps.decided.of(key, current);
  const instrument = deps.instrumentOf(key.source, key.symbol);
  const watching = index.watchingSource(market, key.source);
  if (instrument === undefined || watching === undefined) return [];
  const watchingWindowed = index.watchingSource(market, key.source, true);
  const out: AlertDecision[] = [];
  // Access depends on the user, series and strategy, never on the match: asked once per pair of them.
  const access = new Map<string, boolean>();
  for (const match of current) {
    // An invalidated match stays listed so users see what failed (issue 15); it is no setup to be alerted to. Other
    // state changes send nothing again: an alert is once per user, match and channel.
    if (match.state === 'invalidated') continue;
    // A match evaluated before can only come to hold by its passed candles or distance moving into a window.
    const seen = decided.has(match.id);
    const watchers = (seen ? watchingWindowed : watching)?.(match.strategyId, match.timeframe);
    const strategy = strategyById.get(match.strategyId);
    if (watchers === undefined || strategy === undefined) continue;
    const listed = listedFromScan(match, market, instrument, strategy, undefined, 0);
    const receivedAt = deps.receivedAt(match) ?? Number.POSITIVE_INFINITY;
    let payload: AlertPayload | undefined;
    let done = decided.get(match.id);
    if (done === undefined) {
      done = new Set();
      decided.set(match.id, done);
    }
    const doneOfMatch = done;
    eachWatcher(watchers, instrument.base, (userId, rules) => {
      const picked = pickPacks(rules, listed, receivedAt);
      if (picked.email === undefined && picked.bot === undefined && picked.webhook === undefined) return;
      const accessKey = `${userId}|${match.strategyId}`;
      let visible = access.get(accessKey);
      if (visible === undefined) {
        const holder = index.holderOf(userId);
        visible = holder !== undefined && canSeeMatch(holder, market, listed, strategy, nowS);
        access.set(accessKey, visible);
      }
      if (!visible) return;
      for (const [channel, rule] of [
        ['email', picked.email],
        ['telegram', picked.bot],
        ['webhook', picked.webhook],
      ] as const) {
        if (rule === undefined || doneOfMatch.has(`${userId}|${channel}`)) continue;
        doneOfMatch.add(`${userId}|${channel}`);
        payload ??= payloadOf(listed, strategy.fa_name);
        out.push({
          userId,
          matchId: match.id,
          channel,
          kind: 'match',
          market,
          packName: rule.name,
          target: channel === 'webhook' ? (rule.webhookUrl ?? null) : null,
          payload,
        });
      }
    });
  }
  return out;
};
