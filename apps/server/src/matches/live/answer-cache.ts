import type { AssetView } from '../../market-data';
import { hashText } from '../../text-hash';

// Prints by statistics map: the market data service builds a new map when statistics change (once a second at
// most) and never changes one it handed out, so every request of that second shares one print.
const printOf = new WeakMap<ReadonlyMap<string, AssetView>, Float64Array>();

/** The asset statistics an answer joined (c_ fields, live distance), in map order: an answer is stale once they move. */
export const assetPrint = (assets: ReadonlyMap<string, AssetView>): Float64Array => {
  const kept = printOf.get(assets);
  if (kept !== undefined) return kept;
  const print = new Float64Array(assets.size * 4);
  let i = 0;
  for (const asset of assets.values()) {
    print[i++] = asset.price;
    print[i++] = asset.change24h;
    print[i++] = asset.volume24h;
    print[i++] = asset.marketcap ?? Number.NaN;
  }
  printOf.set(assets, print);
  return print;
};

// NaN (no market cap) equals NaN here: the same absent value.
const samePrint = (a: Float64Array, b: Float64Array): boolean => {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++)
    if (a[i] !== b[i] && !(Number.isNaN(a[i]!) && Number.isNaN(b[i]!))) return false;
  return true;
};

// A key's hash as the doorkeeper's Int32Array holds it, never 0 (an empty slot).
const hashOf = (key: string): number => hashText(key) | 0 || 1;

/**
 * Recent answers of identical requests. The key holds everything else an answer depends on (the index version,
 * the caller's stored access and the access window it is judged in, the pack-resolved query); the asset statistics are
 * compared exactly on a hit. Least recently used entries leave first, so old versions and windows age out. The
 * size is bounded by weight (the rows an answer holds: a page of 25 matches, or of 25 assets with up to 100 each),
 * not by count, so a few grid pages cannot hold hundreds of megabytes. With `admitOnSecond`, a key's first answer is
 * not kept, only its hash remembered (a doorkeeper): answers asked once, most of a busy server's computed ones, then
 * die young instead of each living its turn in the cache and dying in the old generation (entry, key and buffer
 * promoted: what made the old-generation collections of matches-pg.mjs's distinct requests).
 */
export class AnswerCache<T> {
  readonly #entries = new Map<string, { print: Float64Array; value: T; weight: number }>();
  readonly #limit: number;
  #weight = 0;
  hits = 0;
  misses = 0;

  // Hashes of keys answered but not kept, one a slot: a collision forgets a key (it is kept one ask later) or admits
  // one early, never answers wrongly.
  readonly #seen: Int32Array | undefined;

  constructor(limit = 20_000, { admitOnSecond = false } = {}) {
    this.#limit = limit;
    this.#seen = admitOnSecond ? new Int32Array(1 << 16) : undefined;
  }

  get(key: string, print: Float64Array): T | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined || !samePrint(entry.print, print)) {
      this.misses += 1;
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.hits += 1;
    return entry.value;
  }

  set(key: string, print: Float64Array, value: T, weight = 1): void {
    if (this.#seen !== undefined && !this.#entries.has(key)) {
      const hash = hashOf(key);
      const slot = hash & (this.#seen.length - 1);
      if (this.#seen[slot] !== hash) {
        this.#seen[slot] = hash;
        return;
      }
    }
    this.#drop(key);
    if (weight > this.#limit) return;
    this.#entries.set(key, { print, value, weight });
    this.#weight += weight;
    while (this.#weight > this.#limit) this.#drop(this.#entries.keys().next().value!);
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }
}
