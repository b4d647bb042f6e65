import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { type Column, DataTable, nextSort, SortDrawer, type SortState } from '.';

beforeAll(async () => {
  await initI18n('en');
});

type Row = { id: string; price: number };
const rows: Row[] = [
  { id: 'btc', price: 3 },
  { id: 'eth', price: 1 },
];
const columns: Column<Row>[] = [
  { id: 'pair', header: 'Pair', cell: (row) => row.id },
  { id: 'price', header: 'Price', cell: (row) => row.price, sortable: true, align: 'end' },
];

const Harness = ({ resetSort = true }: { resetSort?: boolean }) => {
  const [sort, setSort] = useState<SortState>(null);
  return (
    <>
      <output data-testid="sort">{sort ? `${sort.field}:${sort.direction}` : 'default'}</output>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={setSort}
        resetSort={resetSort}
      />
    </>
  );
};

describe('table sort (spec §4)', () => {
  it('cycles a header through descending, ascending, then the default order', () => {
    render(<Harness />);
    const header = screen.getByRole('button', { name: /Price/ });
    const seen = [0, 1, 2].map(() => {
      fireEvent.click(header);
      return screen.getByTestId('sort').textContent;
    });
    expect(seen).toEqual(['price:desc', 'price:asc', 'default']);
  });

  it('goes back to descending instead of the default when reset is not enabled', () => {
    expect(nextSort({ field: 'price', direction: 'asc' }, 'price', false)).toEqual({
      field: 'price',
      direction: 'desc',
    });
  });

  it('starts another column at descending', () => {
    expect(nextSort({ field: 'price', direction: 'asc' }, 'volume')).toEqual({
      field: 'volume',
      direction: 'desc',
    });
  });

  it('announces the order on the header', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: /Price/ }));
    expect(screen.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('shows skeleton rows while loading and the error state with retry on failure', () => {
    const { rerender } = render(<DataTable columns={columns} rows={[]} rowKey={(row) => row.id} loading />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(6);
    let retried = 0;
    rerender(
      <DataTable columns={columns} rows={[]} rowKey={(row) => row.id} error onRetry={() => retried++} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retried).toBe(1);
  });

  it('picks field:asc from the mobile sort drawer', async () => {
    let picked: SortState = null;
    render(
      <SortDrawer
        options={[{ field: 'price', label: 'Price' }]}
        sort={null}
        onSortChange={(sort) => (picked = sort)}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sort' })));
    fireEvent.click(await screen.findByRole('button', { name: 'Price · Low to high' }));
    expect(picked).toEqual({ field: 'price', direction: 'asc' });
  });
});
