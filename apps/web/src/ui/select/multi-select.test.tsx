import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { MultiSelect, Select, type SelectItem } from '.';

beforeAll(async () => {
  await initI18n('en');
});

const itemsOf = (count: number): SelectItem[] =>
  Array.from({ length: count }, (_, index) => ({ value: `q${index}`, label: `Quote ${index}` }));

/** Opens a select; its popover library arrives on first use, so this waits for the list to show. */
const open = async (name: string) => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  await screen.findByRole('dialog');
};

describe('multi-select (spec §5, §9)', () => {
  it('shows at most 3 chips and counts the rest', () => {
    render(
      <MultiSelect
        label="Quotes"
        items={itemsOf(6)}
        values={['q0', 'q1', 'q2', 'q3', 'q4']}
        onChange={() => undefined}
      />,
    );
    expect(screen.getAllByTestId('chip').map((chip) => chip.textContent)).toEqual([
      'Quote 0',
      'Quote 1',
      'Quote 2',
    ]);
    expect(screen.getByText('+2')).toBeTruthy();
  });

  it('becomes searchable at 12 items, not at 11', async () => {
    const { unmount } = render(
      <MultiSelect label="Quotes" items={itemsOf(11)} values={[]} onChange={() => undefined} />,
    );
    await open('Quotes');
    expect(screen.queryByRole('searchbox')).toBeNull();
    unmount();
    render(<MultiSelect label="Quotes" items={itemsOf(12)} values={[]} onChange={() => undefined} />);
    await open('Quotes');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'quote 11' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Quote 11']);
  });

  it('drops selected values that are no longer among the items', () => {
    const onChange = vi.fn();
    render(
      <MultiSelect label="Quotes" items={itemsOf(3)} values={['q1', 'gone', 'q2']} onChange={onChange} />,
    );
    expect(onChange).toHaveBeenCalledWith(['q1', 'q2']);
  });

  it('toggles an option and asks for an upgrade on a locked one', async () => {
    const onChange = vi.fn();
    const onLockedPick = vi.fn();
    const items = [...itemsOf(2), { value: 'pro', label: 'Pro quote', lock: true }];
    render(
      <MultiSelect
        label="Quotes"
        items={items}
        values={['q0']}
        onChange={onChange}
        onLockedPick={onLockedPick}
      />,
    );
    await open('Quotes');
    fireEvent.click(screen.getByRole('option', { name: 'Quote 1' }));
    expect(onChange).toHaveBeenLastCalledWith(['q0', 'q1']);
    fireEvent.click(screen.getByRole('option', { name: /Pro quote/ }));
    expect(onLockedPick).toHaveBeenCalledWith(items[2]);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('select', () => {
  it('becomes searchable at 8 items', async () => {
    render(<Select label="Source" items={itemsOf(8)} value="q0" onChange={() => undefined} />);
    await open('Source');
    expect(screen.getByRole('searchbox')).toBeTruthy();
  });
});
