/** Local storage keys carry this prefix and may carry a TTL in seconds (spec §9). */
const STORAGE_KEY_PREFIX = 'ata:';

/** What we write: the value, and when it stops counting (unix ms) if it was stored with a TTL. */
type Entry = { v: unknown; e?: number };

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && 'v' in value;

const areaOf = (kind: 'local' | 'session'): Storage | undefined => {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    // Safari's private mode and some embedded browsers throw on access.
    return undefined;
  }
};

const read = (area: Storage | undefined, key: string, now: number): unknown => {
  const raw = area?.getItem(STORAGE_KEY_PREFIX + key);
  if (raw === null || raw === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isEntry(parsed)) return parsed;
    if (parsed.e !== undefined && parsed.e <= now) {
      area?.removeItem(STORAGE_KEY_PREFIX + key);
      return undefined;
    }
    return parsed.v;
  } catch {
    // A bare string written by hand (or by an older build) still counts.
    return raw;
  }
};

const write = (area: Storage | undefined, key: string, value: unknown, ttlS?: number): void => {
  const entry: Entry = ttlS === undefined ? { v: value } : { v: value, e: Date.now() + ttlS * 1000 };
  try {
    area?.setItem(STORAGE_KEY_PREFIX + key, JSON.stringify(entry));
  } catch {
    // A full or blocked storage only costs the remembered preference.
  }
};

const storeOf = (kind: 'local' | 'session') => ({
  /** The stored value when the guard accepts it; undefined when absent, expired or of another shape. */
  get: <T>(key: string, guard: (value: unknown) => value is T): T | undefined => {
    const value = read(areaOf(kind), key, Date.now());
    return guard(value) ? value : undefined;
  },
  /** Keys get the spec's 'ata:' prefix (§9); a TTL in seconds makes the value expire. */
  set: (key: string, value: unknown, ttlS?: number): void => write(areaOf(kind), key, value, ttlS),
  remove: (key: string): void => areaOf(kind)?.removeItem(STORAGE_KEY_PREFIX + key),
});

export const localStore = storeOf('local');
/** Lives as long as the browser tab: the once-per-session redirect of spec §4 reads it. */
export const sessionStore = storeOf('session');

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNumber = (value: unknown): value is number => typeof value === 'number';
export const isTrue = (value: unknown): value is true => value === true;
