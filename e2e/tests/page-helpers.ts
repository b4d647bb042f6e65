import { expect, type Page } from '@playwright/test';

/** Collects the page's uncaught errors (and, when asked, its console errors) for a journey to assert none happened. */
export const watchErrors = (page: Page, { consoleErrors = false } = {}) => {
  const errors: string[] = [];
  if (consoleErrors)
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

interface CatalogEntry {
  readonly id: number;
  readonly key: string;
  readonly name: string;
  readonly fa_name: string;
}

/** The newest live crypto match of a strategy family, its catalog entry, and the chart page that shows it. */
export const liveMatchOf = async (page: Page, family: RegExp) => {
  const catalog = (await (await page.request.get('/strategies.json')).json()) as CatalogEntry[];
  const strategyIds = catalog.filter((entry) => family.test(entry.key)).map((entry) => entry.id);
  const { token } = (await (await page.request.get('/api/v1/token')).json()).data as { token: string };
  const response = await page.request.post('/api/v1/crypto/matches', {
    headers: { authorization: `Bearer ${token}` },
    data: { strategyIds, pageSize: 25 },
  });
  const { items } = (await response.json()).data as {
    items: {
      source: string;
      base: string;
      quote: string;
      timeframe: number;
      strategyId: number;
      strategyName: string;
      chartData: Record<string, { date: number; value: number }>;
    }[];
  };
  expect(items.length).toBeGreaterThan(0);
  const match = items[0]!;
  const url = `/market/crypto/chart?source=${match.source}&base=${match.base}&quote=${match.quote}&timeframe=${match.timeframe}&strategy=${match.strategyId}`;
  return { match, url, entry: catalog.find((entry) => entry.id === match.strategyId)! };
};

/**
 * Two crossing strategies that both have a live 5m match on one crypto asset now: what a new advanced pack (whose rows
 * default to 5m) lists on dynamic. The replay follows the clock, so which pairs hold changes from run to run.
 */
export const twoStrategiesOnOneAsset = async (page: Page) => {
  const catalog = (await (await page.request.get('/strategies.json')).json()) as CatalogEntry[];
  const crossing = catalog.filter((entry) => / cross$/.test(entry.name));
  const { token } = (await (await page.request.get('/api/v1/token')).json()).data as { token: string };
  const response = await page.request.post('/api/v1/crypto/matches', {
    headers: { authorization: `Bearer ${token}` },
    data: { strategyIds: crossing.map((entry) => entry.id), timeframes: [5], groupBy: 'asset', pageSize: 25 },
  });
  const { items } = (await response.json()).data as { items: { strategies: { strategyId: number }[] }[] };
  for (const item of items) {
    const ids = item.strategies.map((strategy) => strategy.strategyId);
    if (ids.length >= 2) return ids.slice(0, 2).map((id) => crossing.find((entry) => entry.id === id)!);
  }
  throw new Error('no crypto asset has two crossing strategies on 5m now');
};
