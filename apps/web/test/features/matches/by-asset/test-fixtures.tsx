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
import { matchedAt, matchFixture, renderScreen, strategyFixture, userFixture } from '../../../index';

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
): Match => matchFixture({ timeframe: 60, ...matchedAt(NOW_S - (fields.ago ?? 3600)), ...fields });

const sideOf = (type: Signal) => (type === 'strong buy' ? 'buy' : type === 'strong sell' ? 'sell' : type);

/**
 * An asset of the grouped answer, as the server builds it from the asset's matches: per strategy its newest match,
 * every timeframe and its count (newest strategy first), and the counts per side.
 */
export const assetOf = (
  base: string,
  matches: Match[],
  overrides: Partial<AssetMatches> = {},
): AssetMatches => {
  const sorted = [...matches].sort((a, b) => b.matchTimestamp - a.matchTimestamp);
  const counts = { buy: 0, sell: 0, neutral: 0 };
  const cells = new Map<number, { latest: Match; timeframes: Set<Timeframe>; count: number }>();
  for (const match of sorted) {
    counts[sideOf(match.type)] += 1;
    const cell = cells.get(match.strategyId);
    if (cell === undefined)
      cells.set(match.strategyId, { latest: match, timeframes: new Set([match.timeframe]), count: 1 });
    else {
      cell.timeframes.add(match.timeframe);
      cell.count += 1;
    }
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
    strategies: [...cells].map(([strategyId, { latest, timeframes, count }]) => ({
      strategyId,
      latest: {
        id: latest.id,
        timeframe: latest.timeframe,
        matchTimestamp: latest.matchTimestamp,
        type: latest.type,
        state: latest.state,
      },
      timeframes: [...timeframes].sort((a, b) => a - b),
      count,
    })),
    counts,
    total: sorted.length,
    ...overrides,
  };
};

/** The list call narrowed to an asset (and a strategy), as the server answers it over these matches: newest first. */
export const listOf = (matches: readonly Match[], body: Record<string, unknown>) => {
  const has = (field: string, value: unknown) =>
    !Array.isArray(body[field]) || (body[field] as unknown[]).includes(value);
  const kept = matches
    .filter(
      (match) =>
        has('bases', match.base) && has('quotes', match.quote) && has('strategyIds', match.strategyId),
    )
    .sort((a, b) => b.matchTimestamp - a.matchTimestamp);
  const page = Number(body.page ?? 1);
  const pageSize = Number(body.pageSize ?? 25);
  return { items: kept.slice((page - 1) * pageSize, page * pageSize), total: kept.length, page, pageSize };
};

const strategyOf = (id: number, name: string, position: Strategy['position']): Strategy =>
  strategyFixture({ id, name, fa_name: `${name} فا`, position });

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

/** Renders a view inside a router (links, the settings route) and a fresh query client. */
export const renderWithApp = (element: ReactNode) =>
  renderScreen(
    [
      { path: '/market/crypto/periscope', element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { path: '/market/crypto/periscope' },
  );

/** The signed-in user GET user answers, carrying the given settings, with room for 3 packs of each kind. */
export const userOf = (settings: Settings) =>
  userFixture({
    settings,
    limitations: { 'asset-packs': 3, 'simple-strategy-packs': 3, 'advance-strategy-packs': 3, alerts: 3 },
  });

/** Stands in for the chart library: shows what the view asked to draw. */
export const FakeMatchChart = ({
  chart,
  height,
}: {
  chart: { timeframe: number; strategyIds: number[] };
  height: number;
}) => (
  <div data-testid="match-chart" data-height={height} data-timeframe={chart.timeframe}>
    {chart.strategyIds.join(',')}
  </div>
);
