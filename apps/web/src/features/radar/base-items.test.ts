import { describe, expect, it } from 'vitest';
import { baseItemsOf, pickBaseItems } from './base-items';

const asset = (base: string, marketcap: number | null, extra: object = {}) => ({
  base,
  name: base === 'btc' ? 'Bitcoin' : `${base.toUpperCase()} coin`,
  marketcap,
  logo: null,
  isQuote: false,
  ...extra,
});

describe("the radar's base picker items (spec §5)", () => {
  it('lists each base once, biggest market cap first, without quote-type assets', () => {
    const items = baseItemsOf([
      asset('eth', 4e11),
      asset('usdt', 1e11, { isQuote: true }),
      asset('btc', 1.2e12),
      asset('btc', 1.2e12, { locked: true }),
      asset('sol', 7e10, { locked: true }),
    ]);
    expect(items.map((item) => [item.base, item.locked])).toEqual([
      ['btc', false],
      ['eth', false],
      ['sol', true],
    ]);
  });

  it('keeps assets without a market cap after the others', () => {
    expect(baseItemsOf([asset('gbp', null), asset('eur', 5)]).map((item) => item.base)).toEqual([
      'eur',
      'gbp',
    ]);
  });

  it('shows the top 30 until a search, then every base or name holding the text', () => {
    const items = baseItemsOf(Array.from({ length: 40 }, (_, i) => asset(`c${i}`, 1000 - i)));
    expect(pickBaseItems(items, '')).toHaveLength(30);
    expect(pickBaseItems(items, 'C39').map((item) => item.base)).toEqual(['c39']);
    const named = baseItemsOf([asset('btc', 2), asset('eth', 1)]);
    expect(pickBaseItems(named, 'bitco').map((item) => item.base)).toEqual(['btc']);
  });
});
