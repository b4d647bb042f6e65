import { describe, expect, it } from 'vitest';
import {
  readBase,
  readFilters,
  readList,
  readPage,
  readRange,
  readRanges,
  readSymbol,
  readSymbols,
  writeList,
  writePage,
  writeRanges,
} from './params';

const paramsOf = (text: string) => new URLSearchParams(text);

describe('the screens’ address codec', () => {
  it('takes the saved filters from a bare address and the address’s once it names any filter', () => {
    const saved = { quote: 'saved' };
    const read = (params: URLSearchParams) =>
      readFilters(params, ['quote', 'pack'], saved, () => ({ quote: params.get('quote') ?? 'all' }));
    expect(read(paramsOf('page=2&sort=price:asc'))).toBe(saved);
    expect(read(paramsOf('pack=mine'))).toEqual({ quote: 'all' });
    expect(read(paramsOf('quote=usdt'))).toEqual({ quote: 'usdt' });
  });

  it('reads lists once per item, and symbols lowercased with anything else dropped', () => {
    expect(readList(null)).toEqual([]);
    expect(readList('')).toEqual([]);
    expect(readList('a,b,a')).toEqual(['a', 'b']);
    expect(readSymbols('USDT,btc,usdt,b-t,')).toEqual(['usdt', 'btc']);
    expect(readSymbol(' ETH ')).toBe('eth');
    expect(readSymbol('e th')).toBeUndefined();
    expect(readBase(null)).toBe('all');
    expect(readBase('Sol')).toBe('sol');
  });

  it('reads ranges with either end open, swaps reversed ends and opens what it cannot read', () => {
    expect(readRange(null)).toEqual({ from: null, to: null });
    expect(readRange('10~200')).toEqual({ from: 10, to: 200 });
    expect(readRange('~5')).toEqual({ from: null, to: 5 });
    expect(readRange('-3~')).toEqual({ from: -3, to: null });
    expect(readRange('9~2')).toEqual({ from: 2, to: 9 });
    expect(readRange('x~y')).toEqual({ from: null, to: null });
    expect(readRanges(paramsOf('price=1~2'), ['price', 'volume'])).toEqual({
      price: { from: 1, to: 2 },
      volume: { from: null, to: null },
    });
  });

  it('reads page 1 from anything but a whole number above 1', () => {
    expect([null, '', '0', '1', '-2', '2.5', 'x', '3'].map(readPage)).toEqual([1, 1, 1, 1, 1, 1, 1, 3]);
  });

  it('writes only what narrows: lists that are not empty, ranges that are not open, pages after the first', () => {
    const params = new URLSearchParams({ source: 'binance-spot' });
    writeList(params, 'quote', []);
    writeList(params, 'timeframe', [60, 240]);
    writeRanges(params, ['price', 'change', 'volume'] as const, {
      price: { from: null, to: null },
      change: { from: -3, to: null },
      volume: { from: 10, to: 200 },
    });
    writePage(params, 1);
    expect(params.toString()).toBe('source=binance-spot&timeframe=60%2C240&change=-3%7E&volume=10%7E200');
    writePage(params, 4);
    expect(params.get('page')).toBe('4');
  });

  it('reads back what it writes', () => {
    const params = new URLSearchParams();
    const ranges = { price: { from: 0.5, to: 2 }, change: { from: null, to: -1 } };
    writeList(params, 'quote', ['usdt', 'btc']);
    writeRanges(params, ['price', 'change'] as const, ranges);
    writePage(params, 7);
    const again = new URLSearchParams(params.toString());
    expect(readSymbols(again.get('quote'))).toEqual(['usdt', 'btc']);
    expect(readRanges(again, ['price', 'change'])).toEqual(ranges);
    expect(readPage(again.get('page'))).toBe(7);
  });
});
