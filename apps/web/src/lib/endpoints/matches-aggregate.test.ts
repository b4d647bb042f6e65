import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenManager } from '../session';
import { matchesKeys } from './matches';
import { fetchMatchesAggregate, matchesAggregateKey, matchesAggregateQuery } from './matches-aggregate';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: { url: string; init: RequestInit | undefined }[] = [];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  answer = () => json({ status: 'success', data: { buy: 3, sell: 1, neutral: 0, total: 4 } });
  tokenManager.reset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/token'))
        return json({
          status: 'success',
          data: { token: 't', expiresAt: Date.now() + 900_000, impersonating: false },
        });
      calls.push({ url, init });
      return answer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('matches aggregate (the radar gauge)', () => {
  it('posts the filters to {market}/matches/count/aggregate with the session token', async () => {
    const counts = await fetchMatchesAggregate('currencies', { source: 'oanda', quotes: ['usd'] });
    expect(counts).toEqual({ buy: 3, sell: 1, neutral: 0, total: 4 });
    expect(calls[0]!.url).toMatch(/\/api\/v1\/currencies\/matches\/count\/aggregate$/);
    expect(calls[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ source: 'oanda', quotes: ['usd'] });
    expect(new Headers(calls[0]!.init?.headers).get('authorization')).toBe('Bearer t');
  });

  it('refuses an answer that is not counts', async () => {
    answer = () => json({ status: 'success', data: { buy: 'many' } });
    await expect(fetchMatchesAggregate('crypto', { source: 'binance-spot' })).rejects.toMatchObject({
      message: 'server.error',
    });
  });

  it("keys its query under the market's matches prefix, so matches notices refresh the gauge", async () => {
    const request = { source: 'binance-spot' };
    expect(matchesAggregateKey('crypto', request)).toEqual(['matches', 'crypto', 'aggregate', request]);
    const client = new QueryClient();
    await client.fetchQuery(matchesAggregateQuery('crypto', request));
    await client.invalidateQueries({ queryKey: matchesKeys.market('crypto') });
    expect(client.getQueryState(matchesAggregateKey('crypto', request))?.isInvalidated).toBe(true);
  });

  it('cancels an older load through the signal it is given', async () => {
    const controller = new AbortController();
    answer = () => {
      throw new DOMException('aborted', 'AbortError');
    };
    controller.abort();
    await expect(
      fetchMatchesAggregate('crypto', { source: 'binance-spot' }, controller.signal),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]!.init?.signal).toBe(controller.signal);
  });
});
