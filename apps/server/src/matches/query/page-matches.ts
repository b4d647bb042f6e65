import type { MatchSort } from '@tradescope/domain';
import type { ListedMatch } from './listed-match';

const KEYS: Record<MatchSort extends `${infer F}:${string}` ? F : never, (match: ListedMatch) => number> = {
  matchDate: (match) => match.matchTimestamp,
  price: (match) => match.c_price,
  change24h: (match) => match.c_change24h,
  // No market cap (indices, currencies) sorts last in either direction.
  marketcap: (match) => match.c_marketcap ?? Number.NEGATIVE_INFINITY,
  passedCandle: (match) => match.passedCandle,
};

export const comparatorOf = (sort: MatchSort) => {
  const [field, direction] = sort.split(':') as [keyof typeof KEYS, 'asc' | 'desc'];
  const key = KEYS[field];
  const sign = direction === 'asc' ? 1 : -1;
  // Ties fall back to the newest match, then the id, so pages never shuffle between requests.
  return (a: ListedMatch, b: ListedMatch): number =>
    sign * (key(a) - key(b)) ||
    b.matchTimestamp - a.matchTimestamp ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
};

/**
 * The requested page of the sorted matches. Only the first page x size places are ordered (a bounded heap), so a
 * page-1 request over a million matches costs one pass, not a full sort.
 */
export const pageMatches = (
  matches: readonly ListedMatch[],
  sort: MatchSort,
  page: number,
  pageSize: number,
): { items: ListedMatch[]; total: number } => {
  const compare = comparatorOf(sort);
  const wanted = Math.min(page * pageSize, matches.length);
  const heap: ListedMatch[] = [];
  // A max-heap by `compare` keeps the `wanted` smallest; its root is the worst of them.
  const siftUp = (index: number) => {
    let i = index;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i]!, heap[parent]!) <= 0) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const siftDown = () => {
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < heap.length && compare(heap[left]!, heap[largest]!) > 0) largest = left;
      if (right < heap.length && compare(heap[right]!, heap[largest]!) > 0) largest = right;
      if (largest === i) return;
      [heap[i], heap[largest]] = [heap[largest]!, heap[i]!];
      i = largest;
    }
  };
  for (const match of matches) {
    if (heap.length < wanted) {
      heap.push(match);
      siftUp(heap.length - 1);
    } else if (wanted > 0 && compare(match, heap[0]!) < 0) {
      heap[0] = match;
      siftDown();
    }
  }
  const ordered = heap.sort(compare);
  return { items: ordered.slice((page - 1) * pageSize, page * pageSize), total: matches.length };
};
