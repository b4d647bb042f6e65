import { describe, expect, it } from 'vitest';
import { assetFixture } from '../../../test';
import type { AssetsFilters } from './assets-filters';
import { filterAssets, pageCountOf, pageOf, sortAssets } from './filter-assets';

const OPEN = { from: null, to: null };
const all: AssetsFilters = {
  source: 'binance-spot',
  quotes: [],
  packs: [],
  ranges: { price: OPEN, change: OPEN, volume: OPEN, marketcap: OPEN },
};
const btc = assetFixture({ base: 'btc', price: 60_000, change24h: 2, marketcap: 1.2e12 });
const eth = assetFixture({ base: 'eth', price: 3_000, change24h: -4, marketcap: 4e11 });
const ethBtc = assetFixture({ base: 'eth', quote: 'btc', price: 0.05, change24h: 1, marketcap: null });
const doge = assetFixture({ base: 'doge', price: 0.1, change24h: 9, marketcap: 2e10, locked: true });
const usdm = assetFixture({ base: 'btc', source: 'binance-usdm' });
const assets = [doge, eth, ethBtc, btc, usdm];
const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

describe('assets filtering', () => {
  it('keeps the chosen source and quotes; no quote means every quote', () => {
    expect(ids(filterAssets(assets, all, new Map()))).toEqual(ids([doge, eth, ethBtc, btc]));
    expect(ids(filterAssets(assets, { ...all, quotes: ['btc'] }, new Map()))).toEqual([ethBtc.id]);
  });

  it('narrows to the bases of the chosen asset packs', () => {
    const packs = new Map([
      ['Top 1', ['btc']],
      ['Memes', ['doge']],
    ]);
    expect(ids(filterAssets(assets, { ...all, packs: ['Top 1', 'Memes'] }, packs))).toEqual(ids([doge, btc]));
    expect(ids(filterAssets(assets, { ...all, packs: ['all'] }, packs))).toHaveLength(4);
  });

  it('applies ranges with open ends, and leaves out assets without the value', () => {
    const ranges = { ...all.ranges, change: { from: 0, to: null }, marketcap: { from: 1e11, to: null } };
    expect(ids(filterAssets(assets, { ...all, ranges }, new Map()))).toEqual([btc.id]);
  });

  it('does not apply a range the plan keeps locked', () => {
    const ranges = { ...all.ranges, price: { from: 1_000_000, to: null } };
    expect(filterAssets(assets, { ...all, ranges }, new Map())).toEqual([]);
    expect(filterAssets(assets, { ...all, ranges }, new Map(), new Set(['price']))).toHaveLength(4);
  });
});

describe('assets sorting (spec §2: marketcap, high to low, by default)', () => {
  it('opens on marketcap descending with assets without one last', () => {
    expect(ids(sortAssets([ethBtc, doge, btc, eth], null))).toEqual(ids([btc, eth, doge, ethBtc]));
  });

  it('sorts by change either way', () => {
    expect(ids(sortAssets([btc, eth, doge], { field: 'change24h', direction: 'desc' }))).toEqual(
      ids([doge, btc, eth]),
    );
    expect(ids(sortAssets([btc, eth, doge], { field: 'change24h', direction: 'asc' }))).toEqual(
      ids([eth, btc, doge]),
    );
  });

  it('puts locked statuses last whichever way status is sorted', () => {
    const busy = assetFixture({ base: 'sol', matchesCount: { buy: 3, sell: 1, neutral: 0 } });
    expect(ids(sortAssets([doge, btc, busy], { field: 'status', direction: 'asc' }))).toEqual(
      ids([btc, busy, doge]),
    );
  });

  it('pages 12 rows at a time', () => {
    const rows = Array.from({ length: 30 }, (_, index) => index);
    expect(pageOf(rows, 3, 12)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(pageCountOf(30, 12)).toBe(3);
    expect(pageCountOf(0, 12)).toBe(1);
  });
});
