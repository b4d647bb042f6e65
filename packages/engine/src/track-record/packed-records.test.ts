import type { StrategyRecord } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { strategyFixtures } from '../../test/strategy-fixtures';
import { CandleSeries } from '../series';
import { STRATEGIES } from '../strategies';
import { aggregateGroups } from './aggregate';
import { GroupPacker, packedLength, packedStrategyId, packGroup, unpackRow } from './packed-records';
import { recordSeries } from './series-record';

// The real BTC 4h history through the whole catalog: rows with and without rates, edges, histograms and nulls.
const columns = strategyFixtures()['btcusdt-240']!;
const record = recordSeries(
  CandleSeries.fromColumns({ source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 240 } as never, columns),
  STRATEGIES,
);
const groups = [
  ...aggregateGroups([record], STRATEGIES, () => ({ market: 'crypto', source: 'binance-spot', base: 'btc' })),
];
const unpacked = (rows: StrategyRecord[]) => {
  const packed = packGroup({ ...groups[0]!, rows });
  return Array.from({ length: packedLength(packed) }, (_, i) => unpackRow(packed, i));
};

describe('packed rows', () => {
  it('unpack to the very rows that were packed, in every group', () => {
    const all = groups.flatMap((group) => group.rows);
    // The comparison covers every kind of value a row can hold.
    expect(all.some((row) => row.edge === null) && all.some((row) => row.edge !== null)).toBe(true);
    expect(all.some((row) => row.record.forward.some((forward) => forward.histogram !== undefined))).toBe(
      true,
    );
    expect(all.some((row) => row.record.winRate === null)).toBe(true);
    for (const group of groups) {
      const packed = packGroup(group);
      expect(packedLength(packed)).toBe(group.rows.length);
      const rows = Array.from({ length: packedLength(packed) }, (_, i) => unpackRow(packed, i));
      // Identical as objects and as the JSON the route writes (key order included).
      expect(rows).toEqual(group.rows);
      expect(JSON.stringify(rows)).toBe(JSON.stringify(group.rows));
      expect(rows.map((_, i) => packedStrategyId(packed, i))).toEqual(
        group.rows.map((row) => row.strategyId),
      );
    }
  });

  it('leave the histograms out when asked', () => {
    const [drawn] = groups[0]!.rows.filter((row) => row.record.forward[0]!.histogram !== undefined);
    const packed = packGroup({ ...groups[0]!, rows: [drawn!] });
    expect(unpackRow(packed, 0, false).record.forward[0]).not.toHaveProperty('histogram');
    expect(unpackRow(packed, 0).record.forward[0]!.histogram).toEqual(drawn!.record.forward[0]!.histogram);
  });

  it('pack the same one row at a time as all at once', () => {
    const { rows, ...scope } = groups[0]!;
    const packer = new GroupPacker(scope);
    for (const row of rows) packer.add(row);
    expect(packer.pack()).toEqual(packGroup(groups[0]!));
    expect(unpacked(rows.slice(0, 3))).toEqual(rows.slice(0, 3));
  });
});
