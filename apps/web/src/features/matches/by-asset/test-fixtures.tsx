import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  type AdvancedStrategyEntry,
  type AssetMatches,
  defaultSettings,
  type Match,
  type Settings,
  type Signal,
  type Strategy,
  type Timeframe,
} from '@tradescope/domain';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../lib/query';

const NOW_S = Math.floor(Date.now() / 1000);

/** A match as the matches API sends it, with what a test cares about overridden. */
export const matchOf = (
  fields: {
    id: string;
    base: string;
    strategyId: number;
    type?: Signal;
    timeframe?: Timeframe;
    ago?: number;
  } & Partial<Match>,
): Match => {
  const { base, ago = 3600, quote = 'usdt' } = fields;
  const at = NOW_S - ago;
  return {
    quote,
    source: 'binance-spot',
    sourceSymbol: `${base}${quote}`.toUpperCase(),
    symbol: `${base}${quote}`.toUpperCase(),
    name: base,
    pair: `${base}/${quote}`.toUpperCase(),
    price: 100,
    timeframe: 60,
    mainStrategyId: null,
    strategyName: `Strategy ${fields.strategyId}`,
    alertName: null,
    matchDate: new Date(at * 1000).toISOString(),
    matchTimestamp: at,
    receiveDate: new Date(at * 1000).toISOString(),
    type: 'buy',
    passedCandle: 1,
    distance: 0.5,
    zone: { from: 99, to: 101 },
    pivotType: 'Major',
    chartData: {},
    c_price: 100,
    c_change24h: 1,
    c_volume: 1000,
    c_marketcap: null,
    c_name: base,
    jumps: [],
    ...fields,
  };
};

/** An asset of the grouped answer: its matches newest first and their counts per side. */
export const assetOf = (
  base: string,
  matches: Match[],
  overrides: Partial<AssetMatches> = {},
): AssetMatches => {
  const sorted = [...matches].sort((a, b) => b.matchTimestamp - a.matchTimestamp);
  const counts = { buy: 0, sell: 0, neutral: 0 };
  for (const match of sorted) {
    const side = match.type === 'strong buy' ? 'buy' : match.type === 'strong sell' ? 'sell' : match.type;
    counts[side] += 1;
  }
  return {
    id: `binance-spot:${base.toUpperCase()}USDT`,
    source: 'binance-spot',
    base,
    quote: 'usdt',
    pair: `${base.toUpperCase()}/USDT`,
    name: base === 'btc' ? 'Bitcoin' : base === 'eth' ? 'Ethereum' : base,
    c_price: 100,
    c_change24h: 1,
    c_volume: 1000,
    c_marketcap: null,
    matches: sorted,
    counts,
    total: sorted.length,
    ...overrides,
  };
};

const strategyOf = (id: number, name: string, position: Strategy['position']): Strategy => ({
  id,
  name,
  fa_name: `${name} فا`,
  group: 'classic',
  type: 'classic',
  category: null,
  access: 'free',
  position,
  has_pivot_type: true,
  has_passed_candle: true,
  has_distance: true,
  tags: [],
  image: null,
  descriptions: { en: '', fa: '' },
  lock: { crypto: false, global: false },
  minCap: null,
  tradingview: null,
});

export const STRATEGIES = [
  strategyOf(11, 'RSI cross', 'buy'),
  strategyOf(12, 'MACD cross', 'sell'),
  strategyOf(13, 'Engulfing', 'neutral'),
];

const packFields = { enable: true, createDate: 1_700_000_000, position: 0, lock: false } as const;

/** Settings with a user simple pack, a system simple pack, a user advanced pack and an alert. */
export const settingsWithPacks = (simpleIds: number[] = [11, 12, 13]): Settings => {
  const settings = defaultSettings();
  const advancedEntry: AdvancedStrategyEntry = {
    strategyId: 11,
    timeframe: [60],
    relation: 'and',
    passedCandle: { from: 0, to: 100 },
    distance: { from: 0, to: 100 },
    pivotType: [],
  };
  settings.crypto.UserSimpleStrategyPacks = {
    mine: {
      ...packFields,
      name: 'mine',
      title: 'Mine',
      isEditable: true,
      settingsName: 'UserSimpleStrategyPacks',
      strategiesIds: simpleIds,
    },
  };
  settings.crypto.AtaSimpleStrategyPacks = {
    classic: {
      ...packFields,
      name: 'classic',
      title: 'Classic',
      isEditable: false,
      settingsName: 'AtaSimpleStrategyPacks',
      strategiesIds: [11, 12, 13],
    },
  };
  settings.crypto.UserAdvanceStrategyPacks = {
    combo: {
      ...packFields,
      name: 'combo',
      title: 'Combo',
      isEditable: true,
      settingsName: 'UserAdvanceStrategyPacks',
      type: 'advance',
      items: [
        { ...advancedEntry, timeframe: [60] },
        { ...advancedEntry, strategyId: 12, timeframe: [240] },
      ],
    },
  };
  settings.crypto.Alerts = {
    watch: {
      ...packFields,
      name: 'watch',
      title: 'Watch',
      isEditable: true,
      settingsName: 'Alerts',
      sources: ['binance-spot'],
      bases: 'all',
      quotes: ['usdt'],
      items: [{ ...advancedEntry, timeframe: [60] }],
      sendTypes: ['email'],
    },
  };
  return settings;
};

export const json = (data: unknown) =>
  new Response(JSON.stringify({ status: 'success', data }), {
    headers: { 'content-type': 'application/json' },
  });

export const failure = (status: number, message: string) =>
  new Response(JSON.stringify({ status: 'error', message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A pending fetch that rejects as the browser does when its signal aborts. */
export const hangUntilAborted = (signal: AbortSignal | null | undefined) =>
  new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });

/** Renders a view inside a router (links, the settings route) and a fresh query client. */
export const renderWithApp = (element: ReactNode) => {
  const client = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/market/crypto/periscope', element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/market/crypto/periscope'] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, client, router };
};

const days = { crypto: 0, global: 0, cryptoICT: 0, globalICT: 0, cryptoXMoon: 0, globalXMoon: 0, falcon: 0 };

/** The signed-in user GET user answers, carrying the given settings. */
export const userOf = (settings: Settings) => ({
  settings,
  cid: 'u-1',
  displayName: 'Sara',
  nationalCode: '',
  email: 'sara@example.com',
  emailVerified: true,
  phoneNumber: '',
  phoneNumberVerified: false,
  avatar: null,
  registerDate: 1_700_000_000,
  plan: 'free',
  globalPlan: 'free',
  role: 'other',
  remainingGifts: 0,
  remainedDays: 0,
  globalRemainedDays: 0,
  falconRemainedDays: 0,
  remainingDays: days,
  ictData: { crypto: { remaindDays: 0, dueDate: null }, global: { remaindDays: 0, dueDate: null } },
  lastChargeDate: null,
  lastChargeDays: null,
  cryptoFreezeStatus: 'unfreezed',
  schemaLastUpdate: 1_795_564_800,
  user_feedback: [],
  userTips: [],
  installment: [],
  limitations: { 'asset-packs': 3, 'simple-strategy-packs': 3, 'advance-strategy-packs': 3, alerts: 3 },
  access: {},
  globalAccess: {},
  falconAccess: {},
  limitedAccess: {},
});
