import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOURCE_NAMES } from '../markets';
import { savedChartId, savedChartIdSchema } from './saved-chart';

describe('saved chart id (spec §3: source:basequote:strategyIds joined by dashes)', () => {
  it('joins the source, the pair and the strategy ids', () => {
    expect(savedChartId('binance-spot', 'BTC', 'usdt', [12, 40, 7])).toBe('binance-spot:btcusdt:12-40-7');
    expect(savedChartId('oanda', 'xau', 'usd', [])).toBe('oanda:xauusd:');
  });

  it('always produces an id its schema accepts, and the strategy ids read back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SOURCE_NAMES),
        fc.stringMatching(/^[a-z0-9]{1,10}$/),
        fc.stringMatching(/^[a-z0-9]{1,6}$/),
        fc.array(fc.nat({ max: 100_000 }), { maxLength: 15 }),
        (source, base, quote, ids) => {
          const id = savedChartId(source, base, quote, ids);
          expect(savedChartIdSchema.safeParse(id).success).toBe(true);
          const tail = id.split(':')[2] ?? '';
          expect(tail === '' ? [] : tail.split('-').map(Number)).toEqual(ids);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('rejects ids that are not of that shape', () => {
    expect(savedChartIdSchema.safeParse('binance-spot/btcusdt').success).toBe(false);
    expect(savedChartIdSchema.safeParse('binance-spot:btcusdt:1--2').success).toBe(false);
  });
});
