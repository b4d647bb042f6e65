import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MarketSource } from '../lib/endpoints/market-sources';
import { initI18n } from '../lib/i18n';
import { PackField, pickedSource, RangeFields, timeframeItemsOf } from './filter-fields';

beforeAll(async () => {
  await initI18n('en');
});

const OPEN = { from: null, to: null };

describe('filter-field shells', () => {
  it('holds the pack field’s place with a skeleton until the packs arrive', () => {
    const { container, rerender } = render(
      <PackField label="Coin pack" items={undefined} values={[]} onChange={() => undefined} />,
    );
    expect(screen.getByText('Coin pack')).toBeTruthy();
    expect(container.querySelector('.skeleton')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Coin pack' })).toBeNull();
    rerender(
      <PackField
        label="Coin pack"
        items={[{ value: 'mine', label: 'mine' }]}
        values={[]}
        onChange={() => undefined}
      />,
    );
    expect(container.querySelector('.skeleton')).toBeNull();
    expect(screen.getByRole('button', { name: 'Coin pack' })).toBeTruthy();
  });

  it('draws a range per field and changes only the edited one', () => {
    const onChange = vi.fn();
    render(
      <RangeFields<'price' | 'change'>
        fields={['price', 'change']}
        ranges={{ price: { from: 1, to: 2 }, change: OPEN }}
        labelOf={(field) => `Range ${field}`}
        source="binance-spot"
        quotes={[]}
        locked={new Set()}
        onLocked={() => undefined}
        onChange={onChange}
      />,
    );
    const from = screen.getByRole('textbox', { name: 'Range change from' });
    fireEvent.change(from, { target: { value: '-4' } });
    fireEvent.blur(from);
    expect(onChange).toHaveBeenLastCalledWith({ price: { from: 1, to: 2 }, change: { from: -4, to: null } });
  });

  it('names the picked source only when it is known and another than the chosen one', () => {
    const sources = [{ name: 'binance-spot' }, { name: 'bybit-spot' }] as unknown as MarketSource[];
    expect(pickedSource(sources, 'bybit-spot', 'binance-spot')).toBe('bybit-spot');
    expect(pickedSource(sources, 'binance-spot', 'binance-spot')).toBeUndefined();
    expect(pickedSource(sources, 'nowhere', null)).toBeUndefined();
  });

  it('labels timeframes and locks the ones outside the plan only when asked', () => {
    expect(timeframeItemsOf([60, 240])).toEqual([
      { value: '60', label: '1h' },
      { value: '240', label: '4h' },
    ]);
    expect(timeframeItemsOf([60, 240], new Set([240])).map((item) => item.lock)).toEqual([false, true]);
  });
});
