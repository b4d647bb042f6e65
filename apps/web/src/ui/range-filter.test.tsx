import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { RangeFilter } from './range-filter';

beforeAll(async () => {
  await initI18n('en');
});

const setup = (bounds = { min: 0, max: 1000 }) => {
  const onChange = vi.fn();
  render(<RangeFilter label="Volume" value={{ from: null, to: null }} bounds={bounds} onChange={onChange} />);
  const from = screen.getByRole('textbox', { name: 'Volume from' });
  const to = screen.getByRole('textbox', { name: 'Volume to' });
  const type = (input: HTMLElement, value: string) => {
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  };
  return { onChange, from, to, type };
};

describe('range filter (spec §5)', () => {
  it('strips commas and clamps between min and max', () => {
    const { onChange, from, to, type } = setup();
    type(from, '-5');
    expect(onChange).toHaveBeenLastCalledWith({ from: 0, to: null, isWhole: false });
    type(to, '1,500');
    expect(onChange).toHaveBeenLastCalledWith({ from: 0, to: 1000, isWhole: false });
    expect((to as HTMLInputElement).value).toBe('1000');
  });

  it('keeps from <= to by swapping ends typed the wrong way round', () => {
    const { onChange, from, to, type } = setup({ min: 0, max: 10_000 });
    fireEvent.change(from, { target: { value: '5,000' } });
    type(to, '1000');
    expect(onChange).toHaveBeenLastCalledWith({ from: 1000, to: 5000, isWhole: false });
  });

  it('ignores text that is not a number and treats empty as unbounded', () => {
    const { onChange, from, type } = setup();
    type(from, 'abc');
    expect(onChange).not.toHaveBeenCalled();
    expect((from as HTMLInputElement).value).toBe('');
  });

  it('reads Persian digits', () => {
    const { onChange, to, type } = setup();
    type(to, '۲۵۰');
    expect(onChange).toHaveBeenLastCalledWith({ from: null, to: 250, isWhole: false });
  });
});
