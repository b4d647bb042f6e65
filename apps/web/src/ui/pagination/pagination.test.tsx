import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { Pagination, pageCountOf, paginationWindow } from '.';

beforeAll(async () => {
  await initI18n('en');
});

describe('pagination window (spec §9: 5 middle pages, 2 on phones)', () => {
  it('lists every page when they all fit', () => {
    expect(paginationWindow(3, 7, 5)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('centres 5 pages on the current one between the first and the last', () => {
    expect(paginationWindow(10, 20, 5)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('keeps the window inside the ends', () => {
    expect(paginationWindow(1, 20, 5)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(paginationWindow(20, 20, 5)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20]);
  });

  it('shows 2 middle pages on phones', () => {
    expect(paginationWindow(10, 20, 2)).toEqual([1, 'gap', 10, 11, 'gap', 20]);
  });

  it('counts at least one page', () => {
    expect(pageCountOf(0, 25)).toBe(1);
    expect(pageCountOf(51, 25)).toBe(3);
  });
});

const Harness = () => {
  const [page, setPage] = useState(1);
  const [count, setCount] = useState(100);
  return (
    <>
      <button type="button" onClick={() => setCount(80)}>
        filter
      </button>
      <Pagination page={page} pageCount={pageCountOf(count, 10)} itemCount={count} onPageChange={setPage} />
    </>
  );
};

describe('pagination', () => {
  it('goes back to page 1 and scrolls to the top when the item count changes', () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo;
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(screen.getByRole('button', { name: 'Page 4' }).getAttribute('aria-current')).toBe('page');
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'filter' }));
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('disables previous on the first page and next on the last', () => {
    render(<Pagination page={1} pageCount={2} itemCount={20} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);
  });
});
