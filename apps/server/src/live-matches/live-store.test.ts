import type { SeriesKey } from '@tradescope/engine';
import { describe, expect, it } from 'vitest';
import { scanMatchOf } from '../../test';
import { LiveStore } from './live-store';

const key = (timeframe: number, symbol = 'BTCUSDT') =>
  ({ source: 'binance-spot', symbol, timeframe }) as SeriesKey;

describe('live store', () => {
  it("gives a scan its asset's higher-timeframe matches that can confirm an XMoon, as they are now", () => {
    const store = new LiveStore();
    const fresh4h = scanMatchOf({ timeframe: 240, passedCandle: 1 });
    const old4h = scanMatchOf({ timeframe: 240, passedCandle: 30 });
    const neutral4h = scanMatchOf({ timeframe: 240, passedCandle: 0, type: 'neutral' });
    const fresh1h = scanMatchOf({ timeframe: 60, passedCandle: 2 });
    store.replace(key(240), [fresh4h, old4h, neutral4h]);
    store.replace(key(60), [fresh1h]);
    store.replace(key(15), [scanMatchOf({ timeframe: 15, passedCandle: 0 })]);
    store.replace(key(240, 'ETHUSDT'), [scanMatchOf({ symbol: 'ETHUSDT', timeframe: 240, passedCandle: 0 })]);
    expect(store.higherThan(key(15))).toEqual([fresh4h, fresh1h]);
    expect(store.higherThan(key(60))).toEqual([fresh4h]);
    expect(store.higherThan(key(240))).toEqual([]);
    // A later scan of the 4h series moves its match out of the window; an emptied 1h series leaves.
    store.replace(key(240), [{ ...fresh4h, passedCandle: 3 }]);
    store.replace(key(60), []);
    expect(store.higherThan(key(15))).toEqual([]);
    store.replace(key(60), [fresh1h]);
    expect(store.higherThan(key(15))).toEqual([fresh1h]);
    expect([...store.all()]).toHaveLength(4);
    expect(store.size).toBe(4);
  });

  it('gives a live price only the series of its asset that hold forming matches, with those matches', () => {
    const store = new LiveStore();
    const forming = scanMatchOf({ timeframe: 60, state: 'forming' });
    const active = scanMatchOf({ timeframe: 60, state: 'active' });
    store.replace(key(60), [active, forming]);
    store.replace(key(240), [scanMatchOf({ timeframe: 240, state: 'triggered' })]);
    store.replace(key(60, 'ETHUSDT'), [scanMatchOf({ symbol: 'ETHUSDT', state: 'forming' })]);
    expect([...store.formingOf('binance-spot', 'BTCUSDT')]).toEqual([
      [key(60), [active, forming], [forming]],
    ]);
    store.replace(key(60), [{ ...forming, state: 'active' }]);
    expect([...store.formingOf('binance-spot', 'BTCUSDT')]).toEqual([]);
  });
});
