import type { Instrument } from '../../feed';
import type { SeriesTable } from '../../live-matches';

/**
 * What a query's group filters and access decide over one table, before any per-instrument filter: per group
 * whether it passes (strategy, pivot type, side, timeframe, access) and per segment how many rows those groups
 * hold. It reads no asset statistics, so price ticks and the price, change, volume and search filters leave it
 * valid; it is tied to the table (index version) and to the instruments its access decisions read.
 */
export type GroupSelection = {
  readonly table: SeriesTable;
  /** Per table slot: the instrument the decisions were taken with (undefined: not in the market). */
  readonly instruments: readonly (Instrument | undefined)[];
  /** Per group of the table (flat): 1 where it passes. */
  readonly ok: Uint8Array;
  /** Per segment of the table: rows of its passing groups. */
  readonly rows: Float64Array;
};

/** The group selections of one access fingerprint, by the query's group filters. */
export type GroupsOfAccess = {
  get(
    key: string,
    table: SeriesTable,
    instruments: readonly (Instrument | undefined)[],
  ): GroupSelection | undefined;
  set(key: string, selection: GroupSelection): void;
};

/**
 * Recent group selections by access fingerprint (as the access memo's) and group filters; least recently used
 * leave first. A request that differs from an earlier one only in its asset filters, page or sort reuses the
 * earlier one's group work. An entry holds a byte per group and a number per segment of its table.
 */
export class GroupMemo {
  readonly #entries = new Map<string, GroupSelection>();
  readonly #limit: number;

  constructor(limit = 512) {
    this.#limit = limit;
  }

  of(fingerprint: string): GroupsOfAccess {
    const entries = this.#entries;
    return {
      get: (key, table, instruments) => {
        const name = `${fingerprint}\u0000${key}`;
        const entry = entries.get(name);
        if (entry === undefined || entry.table !== table) return undefined;
        for (let s = 0; s < instruments.length; s++)
          if (entry.instruments[s] !== instruments[s]) return undefined;
        entries.delete(name);
        entries.set(name, entry);
        return entry;
      },
      set: (key, selection) => {
        const name = `${fingerprint}\u0000${key}`;
        entries.delete(name);
        entries.set(name, selection);
        if (entries.size > this.#limit) entries.delete(entries.keys().next().value!);
      },
    };
  }
}
