export type PageItem = number | 'gap';

/**
 * The buttons of a number pagination: the first and last page always, `middle` pages around the current
 * one (spec §9: 5, or 2 on phones), and a gap wherever pages are skipped.
 */
export const paginationWindow = (page: number, pageCount: number, middle: number): PageItem[] => {
  if (pageCount <= 0) return [];
  if (pageCount <= middle + 2) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const current = Math.min(Math.max(page, 1), pageCount);
  const lowest = 2;
  const highest = pageCount - middle;
  const start = Math.min(Math.max(current - Math.floor((middle - 1) / 2), lowest), highest);
  const pages = Array.from({ length: middle }, (_, index) => start + index);
  return [
    1,
    ...(start > lowest ? (['gap'] as const) : []),
    ...pages,
    ...(start + middle - 1 < pageCount - 1 ? (['gap'] as const) : []),
    pageCount,
  ];
};

export const pageCountOf = (itemCount: number, pageSize: number): number =>
  Math.max(1, Math.ceil(itemCount / pageSize));
