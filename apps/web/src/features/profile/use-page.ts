import { useState } from 'react';
import { pageCountOf } from '../../ui/pagination';

/** One page of a list held in memory (spec §9 page sizes: gifts, purchases and sessions 10, videos 25). */
export const usePage = <Row>(rows: readonly Row[], size: number) => {
  const [page, setPage] = useState(1);
  const pageCount = pageCountOf(rows.length, size);
  const current = Math.min(page, Math.max(1, pageCount));
  return {
    page: current,
    pageCount,
    setPage,
    rows: rows.slice((current - 1) * size, current * size),
  };
};
