import type { MatchSort } from '@tradescope/domain';
import { FIELD, numberAt } from '../../live-matches';
import { passes, type Selected } from './select-live';

/** One row of a selected segment, with the numbers the listing orders it by. */
export type LiveRef = { readonly sel: Selected; readonly i: number; key: number; stamp: number; id: string };

type Field = MatchSort extends `${infer F}:${string}` ? F : never;

/** The sort's value of a row, as page-matches' KEYS reads it off the listed row. */
const keyReader = (field: Field): ((sel: Selected, i: number) => number) => {
  switch (field) {
    case 'matchDate':
      return (sel, i) => sel.segment.stamp[i]!;
    case 'passedCandle':
      return (sel, i) => sel.segment.passed[i]!;
    case 'price':
      return (sel, i) =>
        sel.asset === undefined ? numberAt(sel.segment, i, FIELD.currentPrice) : sel.c.c_price;
    case 'change24h':
      return (sel) => sel.c.c_change24h;
    case 'marketcap':
      return (sel) => sel.c.c_marketcap ?? Number.NEGATIVE_INFINITY;
  }
};

const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The listing's order over live rows: exactly comparatorOf (page-matches) — the sort's value, then the newest, then
 * the id — and how to walk a segment so that, once a page is full, the walk can stop early.
 */
export const liveOrder = (sort: MatchSort) => {
  const [field, direction] = sort.split(':') as [Field, 'asc' | 'desc'];
  const sign = direction === 'asc' ? 1 : -1;
  const key = keyReader(field);
  /** The sort's value compared alone: compare's first step (0 or NaN: the rest decides). */
  const compareKeys = (a: number, b: number): number => sign * (a - b);
  const compare = (a: LiveRef, b: LiveRef): number =>
    compareKeys(a.key, b.key) || b.stamp - a.stamp || byId(a.id, b.id);
  /** Whether every row of a segment has the same sort value (a statistic of its asset). */
  const constantIn = (sel: Selected): boolean =>
    field === 'change24h' || field === 'marketcap' || (field === 'price' && sel.asset !== undefined);
  /** The sort value every row of a segment has, read off its asset without touching the segment's rows; else undefined. */
  const constantKey = (sel: Selected): number | undefined => (constantIn(sel) ? key(sel, 0) : undefined);
  const refOf = (sel: Selected, i: number): LiveRef => ({
    sel,
    i,
    key: key(sel, i),
    stamp: sel.segment.stamp[i]!,
    id: sel.segment.ids[i]!,
  });
  /** Whether row i orders before `bar`, without building its ref (most rows of a pass are rejected here). */
  const before = (sel: Selected, i: number, bar: LiveRef): boolean =>
    (sign * (key(sel, i) - bar.key) ||
      bar.stamp - sel.segment.stamp[i]! ||
      byId(sel.segment.ids[i]!, bar.id)) < 0;
  /**
   * Visits the rows of a segment that pass and could still make the page; `worst` is the last place of a full page
   * (undefined until it is full). A segment is stored newest first (then id), with a second order by passed
   * candles (then newest, then id). Walked forward, the order that matches the sort is the listing's own order,
   * so rows after one that cannot beat `worst` cannot either: sorts on the asset's statistics (one value per
   * segment) and the match date descending walk the storage order, the passed candles ascending the second one.
   * The descending counterparts walk from the end, where equal values run id-descending, so they stop only on a
   * value strictly worse. A price per row (no asset statistics) visits every row.
   */
  const walk = (sel: Selected, worst: () => LiveRef | undefined, visit: (ref: LiveRef) => void): void => {
    const { segment } = sel;
    const n = segment.length;
    const constant = constantIn(sel);
    const forward = constant || sort === 'matchDate:desc' || sort === 'passedCandle:asc';
    if (forward || sort === 'matchDate:asc' || sort === 'passedCandle:desc') {
      const at =
        field === 'passedCandle' ? (step: number) => segment.byPassed[step]! : (step: number) => step;
      const values = field === 'passedCandle' ? segment.passed : segment.stamp;
      for (let step = 0; step < n; step++) {
        const i = at(forward ? step : n - 1 - step);
        const bar = worst();
        if (bar !== undefined) {
          if (forward ? !before(sel, i, bar) : sign * (values[i]! - bar.key) > 0) return;
          if (!forward && !before(sel, i, bar)) continue;
        }
        if (passes(sel, i)) visit(refOf(sel, i));
      }
      return;
    }
    for (let i = 0; i < n; i++) {
      if (!passes(sel, i)) continue;
      const bar = worst();
      if (bar === undefined || before(sel, i, bar)) visit(refOf(sel, i));
    }
  };
  return { compare, compareKeys, constantKey, refOf, before, walk };
};
