import { describe, expect, it } from 'vitest';
import { AssetPath } from './generators';
import type { SymbolModel } from './model';

const model: SymbolModel = {
  decimals: 2,
  volumeDecimals: 3,
  sigma: 1e-4,
  volumeRate: 1,
  anchorLogPrice: Math.log(100),
  jumpsPerDay: 2,
  pumpsPerDay: 0.35,
};
const start = { end: 1_800_000_000, close: 100 };

describe('an asset path', () => {
  it('gives every exchange the same minutes, also one that asks again days behind the others', () => {
    const path = new AssetPath(model, { seed: 1, symbol: 2 }, start);
    const twin = new AssetPath(model, { seed: 1, symbol: 2 }, start);
    const late = start.end + 2 * 86_400;
    const ahead = path.minute(late);
    const early = path.minute(start.end + 600);
    expect(early).toEqual(twin.minute(start.end + 600));
    expect(path.minute(late)).toEqual(ahead);
    expect(() => path.minute(start.end - 60)).toThrow(RangeError);
  });
});
