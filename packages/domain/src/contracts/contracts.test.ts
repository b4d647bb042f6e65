import { describe, expect, it } from 'vitest';
import { successEnvelopeSchema } from './envelope';
import { jumpsPageSchema, matchesPageSchema, pumpsListSchema } from './matches-pages';
import {
  dynamicMatchesRequestSchema,
  jumpsRequestSchema,
  matchesListRequestSchema,
  matchesQuerySchema,
  pumpsRequestSchema,
} from './matches-request';
import { clientMessageSchema, serverMessageSchema, WS_CLOSE } from './socket';
import { strategyRecordSchema, strategyStatsQuerySchema, strategyStatsSchema } from './strategy-stats';

describe('the matches request', () => {
  it('fills the defaults the server pages with, and trims and lowercases symbols', () => {
    expect(matchesQuerySchema.parse({ bases: [' BTC '] })).toEqual({
      bases: ['btc'],
      sort: 'matchDate:desc',
      page: 1,
      pageSize: 25,
    });
  });

  it.each([
    ['a page size the screens do not use', { pageSize: 30 }],
    ['an unknown sort', { sort: 'random' }],
    ['a page past the cap', { page: 10_001 }],
    ['an unknown pivot type', { pivotTypes: ['Mega'] }],
    ['an infinite range bound', { price: { from: Number.POSITIVE_INFINITY } }],
  ])('refuses %s', (_label, request) => {
    expect(matchesQuerySchema.safeParse(request).success).toBe(false);
  });

  it('names request.invalid for a page size, the key the server answers with', () => {
    expect(matchesQuerySchema.safeParse({ pageSize: 30 }).error?.issues[0]?.message).toBe('request.invalid');
  });

  it('takes packs by name on the list, and needs one on dynamic', () => {
    expect(matchesListRequestSchema.parse({ strategyPack: 'classic', assetPacks: ['all'] })).toMatchObject({
      strategyPack: 'classic',
      assetPacks: ['all'],
    });
    expect(dynamicMatchesRequestSchema.safeParse({}).success).toBe(false);
  });

  it('opens jumps and pumps to crypto sources only, and pumps to their three windows', () => {
    expect(jumpsRequestSchema.parse({ source: 'binance-spot' })).toEqual({
      source: 'binance-spot',
      page: 1,
      pageSize: 25,
    });
    expect(jumpsRequestSchema.safeParse({ source: 'oanda' }).success).toBe(false);
    expect(pumpsRequestSchema.safeParse({ source: 'binance-spot', timeframes: [720, 10080] }).success).toBe(
      true,
    );
    expect(pumpsRequestSchema.safeParse({ source: 'binance-spot', timeframes: [60] }).success).toBe(false);
  });
});

describe('pages', () => {
  it('wrap items with their total and place', () => {
    const empty = { items: [], total: 0, page: 1, pageSize: 25 };
    expect(
      successEnvelopeSchema(matchesPageSchema).safeParse({ status: 'success', data: empty }).success,
    ).toBe(true);
    expect(matchesPageSchema.safeParse({ items: [] }).success).toBe(false);
    expect(jumpsPageSchema.safeParse({ ...empty, timeframe: 3 }).success).toBe(true);
    expect(pumpsListSchema.safeParse({ items: [], total: 0, timeframes: [720, 60] }).success).toBe(false);
  });

  it('the envelope refuses an error in place of a success', () => {
    expect(
      successEnvelopeSchema(matchesPageSchema).safeParse({ status: 'error', message: 'server.error' })
        .success,
    ).toBe(false);
  });
});

describe('websocket messages', () => {
  it('reads what a browser may send, and nothing else', () => {
    expect(clientMessageSchema.parse({ type: 'subscribe', source: 'binance-spot' })).toEqual({
      type: 'subscribe',
      source: 'binance-spot',
    });
    expect(clientMessageSchema.safeParse({ type: 'auth', token: '' }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'shout' }).success).toBe(false);
  });

  it('reads what the server sends: pushes with their clock, notices with their source, errors with a key', () => {
    const push = { type: 'prices', source: 'binance-spot', time: 5, prices: [{ junk: true }] };
    expect(serverMessageSchema.parse(push)).toEqual(push);
    expect(serverMessageSchema.safeParse({ ...push, time: 'now' }).success).toBe(false);
    expect(serverMessageSchema.safeParse({ type: 'matches' }).success).toBe(false);
    expect(serverMessageSchema.parse({ type: 'error', message: 'request.not-found' })).toEqual({
      type: 'error',
      message: 'request.not-found',
    });
  });

  it('closes with the standard codes and an HTTP-like 4xxx range', () => {
    expect(WS_CLOSE).toMatchObject({
      tooBig: 1009,
      unauthorized: 4401,
      forbidden: 4403,
      tooManySockets: 4429,
    });
  });
});

describe('the track record', () => {
  const outcome = { sample: 0, wins: 0, losses: 0, expired: 0, winRate: null, interval: null, forward: [] };
  const record = {
    strategyId: 1001,
    market: 'crypto',
    timeframe: 240,
    source: null,
    base: null,
    record: outcome,
    baseline: outcome,
    edge: null,
  };

  it('carries a record with no rate when the sample is too small', () => {
    const stats = { state: 'ready', computedAt: 1, from: 0, to: 1, records: [record] };
    expect(strategyStatsSchema.parse(stats).records[0]?.edge).toBeNull();
  });

  it('measures forward returns only at the stated horizons', () => {
    const forward = [{ horizon: 3, sample: 1, mean: 0, median: 0, positive: 0 }];
    expect(strategyRecordSchema.safeParse({ ...record, record: { ...outcome, forward } }).success).toBe(
      false,
    );
  });

  it('reads filters from a query string', () => {
    expect(strategyStatsQuerySchema.parse({ strategy: '1001', timeframe: '240' })).toEqual({
      strategy: 1001,
      timeframe: 240,
    });
  });
});
