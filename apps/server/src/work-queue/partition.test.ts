import { describe, expect, it } from 'vitest';
import { partitionOf, SCAN_PARTITIONS } from './partition';

describe('scan partitions', () => {
  it('sends a series to the same partition every time and spreads many series over all of them', () => {
    expect(partitionOf('binance|BTCUSDT|60')).toBe(partitionOf('binance|BTCUSDT|60'));
    const used = new Set<number>();
    for (let i = 0; i < 400; i += 1) used.add(partitionOf(`binance|PAIR${i}USDT|60`));
    expect(used.size).toBe(SCAN_PARTITIONS);
    for (const partition of used) expect(partition).toBeLessThan(SCAN_PARTITIONS);
  });
});
