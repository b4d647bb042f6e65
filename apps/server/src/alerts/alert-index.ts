import {
  type AccessHolder,
  DISTANCE_BOUNDS,
  MARKETS,
  type Market,
  PASSED_CANDLE_BOUNDS,
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
  readonly keys: readonly string[];
  /** The jumps page's switch is on: jumps go to these channels. */
  readonly jumps: { email: boolean; bot: boolean } | undefined;
};

export const indexKey = (market: Market, source: string, strategyId: number): string =>
  `${market}|${source}|${strategyId}`;

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

const fileUnder = (
  byKey: Map<string, Map<string, PackRule[]>>,
  key: string,
  userId: string,
  rule: PackRule,
) => {
  const users = byKey.get(key) ?? new Map<string, PackRule[]>();
  byKey.set(key, users);
  const rules = users.get(userId);
  if (rules === undefined) users.set(userId, [rule]);
  else if (!rules.includes(rule)) rules.push(rule);
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
 * Every user's enabled alert packs filed under (market, source, strategy): a scanned match reaches only the packs
 * that watch its source and strategy, so evaluation costs what the matches cost, not users × packs. Each pack keeps
 * the alerts page's rule (matches/alerts.ts), so a match is alerted exactly when that page lists it. A user's
 * entries are replaced whenever their row changes (settings saved, access bought).
 */
export class AlertIndex {
  readonly #byKey = new Map<string, Map<string, PackRule[]>>();
  /** The same, only packs with a passed-candle or distance window: the one thing a rescan can change. */
  readonly #windowedByKey = new Map<string, Map<string, PackRule[]>>();
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
    const keys: string[] = [];
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
        const strategies = new Set(pack.items.map((entry) => entry.strategyId));
        const windowed = pack.items.some(hasWindow);
        for (const source of new Set(pack.sources))
          for (const strategyId of strategies) {
            const key = indexKey(market, source, strategyId);
            if (!keys.includes(key)) keys.push(key);
            fileUnder(this.#byKey, key, row.id, rule);
            if (windowed) fileUnder(this.#windowedByKey, key, row.id, rule);
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
    if (keys.length > 0 || jumps !== undefined)
      this.#users.set(row.id, { holder: accessHolderOf(row), keys, jumps });
    if (jumps !== undefined) this.#jumpWatchers += 1;
  }

  removeUser(userId: string): void {
    const entry = this.#users.get(userId);
    if (entry === undefined) return;
    for (const key of entry.keys)
      for (const byKey of [this.#byKey, this.#windowedByKey]) {
        const users = byKey.get(key);
        users?.delete(userId);
        if (users?.size === 0) byKey.delete(key);
      }
    this.#users.delete(userId);
    if (entry.jumps !== undefined) this.#jumpWatchers -= 1;
  }

  /**
   * The users (and their packs, in list order) watching a market's source and strategy; `windowedOnly` keeps the
   * packs with passed-candle or distance windows (a match evaluated before can only newly hold for those).
   */
  watching(
    market: Market,
    source: string,
    strategyId: number,
    windowedOnly = false,
  ): ReadonlyMap<string, readonly PackRule[]> | undefined {
    return (windowedOnly ? this.#windowedByKey : this.#byKey).get(indexKey(market, source, strategyId));
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
