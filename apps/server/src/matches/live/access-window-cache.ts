import type { Market } from '@tradescope/domain';
import type { UserRecord } from '../../users';

/**
 * Answers that hold while the live index and a caller's access stand still. Access decisions read the clock only
 * through expiries (a tier is active while its expiry is later than now), so an answer computed at second `at`
 * holds until the caller's earliest expiry still ahead: caching it per second would recompute a whole market every
 * second for nothing.
 */
export class AccessWindowCache<T> {
  readonly #entries = new Map<string, { version: number; until: number; value: T }>();
  readonly #limit: number;

  constructor(limit = 256) {
    this.#limit = limit;
  }

  get(key: string, version: number, at: number): T | undefined {
    const entry = this.#entries.get(key);
    return entry !== undefined && entry.version === version && at < entry.until ? entry.value : undefined;
  }

  set(key: string, version: number, until: number, value: T): void {
    this.#entries.delete(key);
    this.#entries.set(key, { version, until, value });
    if (this.#entries.size > this.#limit) this.#entries.delete(this.#entries.keys().next().value!);
  }
}

/** The first second at which decisions over these expiry maps can change: their earliest expiry after `at`. */
export const nextExpiryAfter = (maps: object, at: number): number => {
  let next = Number.POSITIVE_INFINITY;
  for (const map of Object.values(maps) as Record<string, unknown>[])
    for (const expiry of Object.values(map ?? {}))
      if (typeof expiry === 'number' && expiry > at && expiry < next) next = expiry;
  return next;
};

/**
 * What canSeeMatch reads besides the match: the stored access (as accessHolderOf reads it), the market, and the access
 * window `at` falls in, named by its end (nextExpiryAfter). Equal fingerprints decide every match alike, so access
 * decisions, group selections and answers keyed by it outlive the second they were made in.
 */
export const accessFingerprint = (
  row: Pick<UserRecord, 'accessMaps' | 'crypto_freeze_status' | 'xmoon_enabled'>,
  market: Market,
  at: number,
): string =>
  `${market}|${nextExpiryAfter(row.accessMaps, at)}|${row.crypto_freeze_status}|${row.xmoon_enabled}|${JSON.stringify(row.accessMaps)}`;
