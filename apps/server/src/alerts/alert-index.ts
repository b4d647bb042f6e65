import {
  type AccessHolder,
  DISTANCE_BOUNDS,
  MARKETS,
  type Market,
  PASSED_CANDLE_BOUNDS,
  TIMEFRAMES,
} from '@tradescope/domain';
import { alertMatchers, type ListedMatch, packsOf } from '../matches';
import type { SystemPacks } from '../system-packs';
import { accessHolderOf, type UserRecord } from '../users';

/** One enabled alert pack of a user, as evaluation asks it: the shared rule, and where its matches go. */
export type PackRule = {
  readonly name: string;
  /** The list order: the first pack (of a channel) that holds a match names its alert. */
  readonly order: number;
  readonly holds: (match: ListedMatch) => boolean;
  readonly email: boolean;
  readonly bot: boolean;
  readonly webhookUrl: string | undefined;
  /**
   * Matches first seen before this (unix ms) are not the pack's news: a pack made or changed now does not alert
   * every match already live, only those that appear from now on. A pack known at start counts from its createDate.
   */
  readonly since: number;
};

type UserEntry = {
  readonly holder: AccessHolder;
  /** Where the user's packs are filed (per market and source, the strategy keys) and the bases they name. */
  readonly keys: ReadonlyMap<string, ReadonlySet<number>>;
  readonly bases: ReadonlySet<string>;
  /** The jumps page's switch is on: jumps go to these channels. */
  readonly jumps: { email: boolean; bot: boolean } | undefined;
};

/**
 * The packs of one market, source, strategy and timeframe, per user in list order: those watching every base, and
 * per base those that name it (a list, or asset packs), so a match meets only the packs that may take its base.
 */
export type Watchers = {
  readonly all: ReadonlyMap<string, readonly PackRule[]>;
  readonly byBase: ReadonlyMap<string, ReadonlyMap<string, readonly PackRule[]>>;
};

type Filed = { all: Map<string, PackRule[]>; byBase: Map<string, Map<string, PackRule[]>> };
/** Per market and source, the packs by strategy and timeframe (`strategyKey`). */
type ByKey = Map<string, Map<number, Filed>>;

const sourceKey = (market: Market, source: string): string => `${market}|${source}`;
// A number (timeframes are under 2^16 minutes): a match looks its packs up without building a string.
const strategyKey = (strategyId: number, timeframe: number): number => strategyId * 65_536 + timeframe;

/** An entry narrower than the whole passed-candle and distance ranges: a match may enter it as it ages. */
const hasWindow = (entry: {
  passedCandle?: { from: number; to: number };
  distance?: { from: number; to: number };
}): boolean =>
  (entry.passedCandle !== undefined &&
    (entry.passedCandle.from > PASSED_CANDLE_BOUNDS.from ||
      entry.passedCandle.to < PASSED_CANDLE_BOUNDS.to)) ||
  (entry.distance !== undefined &&
    (entry.distance.from > DISTANCE_BOUNDS.from || entry.distance.to < DISTANCE_BOUNDS.to));

/** Per strategy of a pack, the timeframes its entries take (an entry listing none takes every one). */
const timeframesByStrategy = (
  items: readonly { strategyId: number; timeframe?: readonly number[] }[],
): Map<number, Set<number>> => {
  const out = new Map<number, Set<number>>();
  for (const entry of items) {
    const timeframes = out.get(entry.strategyId) ?? new Set<number>();
    out.set(entry.strategyId, timeframes);
    for (const timeframe of entry.timeframe === undefined || entry.timeframe.length === 0
      ? TIMEFRAMES
      : entry.timeframe)
      timeframes.add(timeframe);
  }
  return out;
};

const addRule = (users: Map<string, PackRule[]>, userId: string, rule: PackRule) => {
  const rules = users.get(userId);
  if (rules === undefined) users.set(userId, [rule]);
  else if (!rules.includes(rule)) rules.push(rule);
};

const fileUnder = (
  byKey: ByKey,
  [ofSource, key]: readonly [string, number],
  bases: ReadonlySet<string> | undefined,
  userId: string,
  rule: PackRule,
) => {
  let keys = byKey.get(ofSource);
  if (keys === undefined) {
    keys = new Map();
    byKey.set(ofSource, keys);
  }
  let filed = keys.get(key);
  if (filed === undefined) {
    filed = { all: new Map(), byBase: new Map() };
    keys.set(key, filed);
  }
  if (bases === undefined) {
    addRule(filed.all, userId, rule);
    return;
  }
  for (const base of bases) {
    let users = filed.byBase.get(base);
    if (users === undefined) {
      users = new Map();
      filed.byBase.set(base, users);
    }
    addRule(users, userId, rule);
  }
};

const fileOut = (byKey: ByKey, ofSource: string, key: number, userId: string, bases: ReadonlySet<string>) => {
  const keys = byKey.get(ofSource);
  const filed = keys?.get(key);
  if (keys === undefined || filed === undefined) return;
  filed.all.delete(userId);
  for (const base of bases) {
    const users = filed.byBase.get(base);
    users?.delete(userId);
    if (users?.size === 0) filed.byBase.delete(base);
  }
  if (filed.all.size === 0 && filed.byBase.size === 0) keys.delete(key);
  if (keys.size === 0) byKey.delete(ofSource);
};

/** Two users' rule lists, each in list order, as one in list order (a user with packs of both kinds). */
const merged = (a: readonly PackRule[], b: readonly PackRule[]): PackRule[] => {
  const out: PackRule[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length)
    out.push(j >= b.length || (i < a.length && a[i]!.order <= b[j]!.order) ? a[i++]! : b[j++]!);
  return out;
};

/**
 * Visits each user who may alert a match of `base`, with their packs for it in list order: those watching the base by
 * name, then those watching every base (the two merged for a user holding both).
 */
export const eachWatcher = (
  watchers: Watchers,
  base: string,
  visit: (userId: string, rules: readonly PackRule[]) => void,
): void => {
  const named = watchers.byBase.get(base);
  if (named !== undefined)
    for (const [userId, rules] of named) {
      const all = watchers.all.get(userId);
      visit(userId, all === undefined ? rules : merged(rules, all));
    }
  for (const [userId, rules] of watchers.all)
    if (named === undefined || !named.has(userId)) visit(userId, rules);
};

const jumpsSwitchOn = (settingsJson: string): boolean => {
  try {
    return (
      (JSON.parse(settingsJson) as { isEnableJumpsNotification?: unknown }).isEnableJumpsNotification === true
    );
  } catch {
    return false;
  }
};

/**
 * Every user's enabled alert packs filed under (market, source, strategy, timeframe) and then by base: a scanned match
 * reaches only the packs that watch its source, strategy, timeframe and base, so evaluation costs what the matches
 * that may alert cost, not users × packs. Each pack keeps the alerts page's rule (matches/alerts.ts), so a match is
 * alerted exactly when that page lists it. A user's entries are replaced whenever their row changes (settings saved,
 * access bought).
 */
export class AlertIndex {
  readonly #byKey: ByKey = new Map();
  /** The same, only packs with a passed-candle or distance window: the one thing a rescan can change. */
  readonly #windowedByKey: ByKey = new Map();
  readonly #users = new Map<string, UserEntry>();
  readonly #systemPacks: SystemPacks;
  readonly #now: () => number;
  /** Per user, when each pack (by its content) was first indexed: a re-save leaves unchanged packs' times alone. */
  readonly #since = new Map<string, Map<string, number>>();
  #jumpWatchers = 0;

  constructor(systemPacks: SystemPacks, now: () => number) {
    this.#systemPacks = systemPacks;
    this.#now = now;
  }

  setUser(
    row: Pick<UserRecord, 'id' | 'settings_json' | 'accessMaps' | 'crypto_freeze_status' | 'xmoon_enabled'>,
  ): void {
    this.removeUser(row.id);
    const known = this.#since.get(row.id);
    const since = new Map<string, number>();
    const keys = new Map<string, Set<number>>();
    const userBases = new Set<string>();
    let cryptoChannels = { email: false, bot: false };
    for (const market of MARKETS) {
      const matchers = alertMatchers(packsOf(row, market, this.#systemPacks));
      matchers.forEach((matcher, order) => {
        const { pack } = matcher;
        const { position: _position, title: _title, ...content } = pack;
        const fingerprint = `${market}|${JSON.stringify(content)}`;
        const packSince =
          known?.get(fingerprint) ?? (known === undefined ? pack.createDate * 1000 : this.#now());
        since.set(fingerprint, packSince);
        const rule: PackRule = {
          name: matcher.name,
          order,
          holds: matcher.holds,
          email: pack.sendTypes.includes('email'),
          bot: pack.sendTypes.includes('bot'),
          webhookUrl: pack.webhookUrl === undefined || pack.webhookUrl === '' ? undefined : pack.webhookUrl,
          since: packSince,
        };
        if (market === 'crypto')
          cryptoChannels = { email: cryptoChannels.email || rule.email, bot: cryptoChannels.bot || rule.bot };
        const { bases } = matcher;
        for (const base of bases ?? []) userBases.add(base);
        const windowed = pack.items.some(hasWindow);
        for (const source of new Set(pack.sources)) {
          const ofSource = sourceKey(market, source);
          const filedKeys = keys.get(ofSource) ?? new Set<number>();
          keys.set(ofSource, filedKeys);
          for (const [strategyId, timeframes] of timeframesByStrategy(pack.items))
            for (const timeframe of timeframes) {
              const key = strategyKey(strategyId, timeframe);
              filedKeys.add(key);
              fileUnder(this.#byKey, [ofSource, key], bases, row.id, rule);
              if (windowed) fileUnder(this.#windowedByKey, [ofSource, key], bases, row.id, rule);
            }
        }
      });
    }
    const jumps = jumpsSwitchOn(row.settings_json)
      ? // Jumps go where the user's crypto alerts go; e-mail when no alert says where.
        cryptoChannels.email || cryptoChannels.bot
        ? cryptoChannels
        : { email: true, bot: false }
      : undefined;
    this.#since.set(row.id, since);
    if (keys.size > 0 || jumps !== undefined)
      this.#users.set(row.id, { holder: accessHolderOf(row), keys, bases: userBases, jumps });
    if (jumps !== undefined) this.#jumpWatchers += 1;
  }

  removeUser(userId: string): void {
    const entry = this.#users.get(userId);
    if (entry === undefined) return;
    for (const [ofSource, keys] of entry.keys)
      for (const key of keys) {
        fileOut(this.#byKey, ofSource, key, userId, entry.bases);
        fileOut(this.#windowedByKey, ofSource, key, userId, entry.bases);
      }
    this.#users.delete(userId);
    if (entry.jumps !== undefined) this.#jumpWatchers -= 1;
  }

  /**
   * The packs watching a market's source, as a lookup by strategy and timeframe (see `eachWatcher` for a base's
   * users); `windowedOnly` keeps the packs with passed-candle or distance windows (a match evaluated before can only
   * newly hold for those). A series asks this once, then each of its matches asks the lookup.
   */
  watchingSource(
    market: Market,
    source: string,
    windowedOnly = false,
  ): ((strategyId: number, timeframe: number) => Watchers | undefined) | undefined {
    const keys = (windowedOnly ? this.#windowedByKey : this.#byKey).get(sourceKey(market, source));
    return keys === undefined
      ? undefined
      : (strategyId, timeframe) => keys.get(strategyKey(strategyId, timeframe));
  }

  /** The packs watching a market's source, strategy and timeframe (`watchingSource` for one match). */
  watching(
    market: Market,
    source: string,
    strategyId: number,
    timeframe: number,
    windowedOnly = false,
  ): Watchers | undefined {
    return this.watchingSource(market, source, windowedOnly)?.(strategyId, timeframe);
  }

  holderOf(userId: string): AccessHolder | undefined {
    return this.#users.get(userId)?.holder;
  }

  /** Users whose jump notifications are on, with the channels they go to. */
  *jumpWatchers(): Generator<[string, { holder: AccessHolder; email: boolean; bot: boolean }]> {
    for (const [userId, entry] of this.#users)
      if (entry.jumps !== undefined) yield [userId, { holder: entry.holder, ...entry.jumps }];
  }

  hasJumpWatchers(): boolean {
    return this.#jumpWatchers > 0;
  }
}
