import type { Gift } from '@tradescope/domain';
import type { SortState } from '../../../ui/table';

/** Spec §2: enable_date 0 means the gift waits to be activated. */
export const isNew = (gift: Pick<Gift, 'enable_date'>): boolean => gift.enable_date === 0;

/** Sorted by activation date when asked; otherwise as the server lists them. */
export const sortGifts = (gifts: readonly Gift[], sort: SortState): Gift[] => {
  if (sort?.field !== 'enable_date') return [...gifts];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...gifts].sort((a, b) => sign * (a.enable_date - b.enable_date));
};
