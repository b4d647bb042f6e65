import type { Market } from '@tradescope/domain';
import { CLASSIC_PACK_STRATEGY_IDS, catalog } from '@tradescope/engine';

/**
 * The system (Ata) asset packs a fresh database starts with: the assets the replay feed carries, grouped the way
 * traders scan them. Crypto packs follow market capitalisation; the others follow the usual market groupings.
 */
export const DEFAULT_SYSTEM_ASSET_PACKS: Record<Market, { name: string; assets: string[] }[]> = {
  crypto: [
    { name: 'Top 10', assets: ['btc', 'eth', 'bnb', 'sol', 'xrp', 'doge', 'ada', 'trx', 'avax', 'link'] },
    {
      name: 'Top 20',
      assets: [
        'btc',
        'eth',
        'bnb',
        'sol',
        'xrp',
        'doge',
        'ada',
        'trx',
        'avax',
        'link',
        'dot',
        'matic',
        'ltc',
        'bch',
        'near',
        'atom',
        'xlm',
        'etc',
        'xmr',
        'aave',
      ],
    },
    { name: 'DeFi', assets: ['aave', 'link', 'avax', 'near', 'ftm', 'algo'] },
  ],
  currencies: [
    { name: 'Majors', assets: ['eur', 'gbp', 'usd', 'aud', 'nzd'] },
    { name: 'Commodity currencies', assets: ['aud', 'nzd', 'usd'] },
  ],
  commodities: [
    { name: 'Metals', assets: ['xau', 'xag'] },
    { name: 'Energy', assets: ['wtico', 'bco', 'natgas'] },
  ],
  indices: [
    { name: 'United States', assets: ['spx500', 'nas100', 'nascomp', 'us30'] },
    { name: 'Europe and Asia', assets: ['de40', 'uk100', 'jp225'] },
  ],
  stock: [
    { name: 'Mega caps', assets: ['aapl', 'msft', 'nvda', 'amzn', 'googl', 'meta'] },
    { name: 'Semiconductors', assets: ['nvda', 'amd', 'intc', 'tsm'] },
  ],
};

/** The group's strategies, of the given categories only when they are named. */
const idsOf = (group: string, categories?: readonly string[], limit = SIMPLE_PACK_MAX): number[] =>
  catalog
    .filter(
      (entry) =>
        entry.group === group && (categories === undefined || categories.includes(entry.category ?? '')),
    )
    .slice(0, limit)
    .map((entry) => entry.id);

/** A simple pack holds at most 15 strategies (spec §5); the system ones keep to it too. */
const SIMPLE_PACK_MAX = 15;

/**
 * The system simple strategy packs. Classic (the free strategies) is free and the fallback pack (spec §6, §9); the
 * others need a paid tier, and a plan's access still decides which of a pack's strategies a user's matches show.
 */
export const DEFAULT_SYSTEM_SIMPLE_PACKS: readonly { name: string; strategiesIds: readonly number[] }[] = [
  { name: 'classic', strategiesIds: CLASSIC_PACK_STRATEGY_IDS },
  {
    name: 'Oscillators',
    strategiesIds: idsOf('classic', ['stochastic', 'stoch-rsi', 'cci', 'williams-r', 'mfi', 'bollinger']),
  },
  {
    name: 'Trend and volume',
    strategiesIds: idsOf('classic', ['adx', 'parabolic-sar', 'supertrend', 'ichimoku', 'volume']),
  },
  {
    name: 'Divergences',
    strategiesIds: idsOf('divergence', [
      'divergence-rsi',
      'divergence-macd-histogram',
      'divergence-stochastic',
    ]),
  },
  { name: 'Candlestick reversals', strategiesIds: idsOf('candlestick', ['candlestick-reversal']) },
  {
    // Carney's six best-known XABCD patterns, both sides: 12 of the 15 a pack may hold.
    name: 'Harmonic patterns',
    strategiesIds: idsOf(
      'harmonic',
      ['gartley', 'bat', 'butterfly', 'crab', 'cypher', 'shark'].map((pattern) => `harmonic-${pattern}`),
    ),
  },
  {
    name: 'Fibonacci',
    strategiesIds: idsOf('fibonacci', [
      'fibonacci-golden-pocket',
      'fibonacci-retracement-786',
      'fibonacci-continuation-382-500',
      'fibonacci-extension-target',
    ]),
  },
  // Every trendline and support / resistance strategy: 8 + 6, under the 15 a simple pack holds.
  {
    name: 'Trendlines and levels',
    strategiesIds: catalog
      .filter((entry) => entry.group === 'trendline' || entry.group === 'support-resistance')
      .map((entry) => entry.id),
  },
  // Every ICT / smart-money strategy, both sides: 14 of the 15 a simple pack may hold.
  { name: 'Smart money (ICT)', strategiesIds: idsOf('ict') },
  // The two levels RTM traders enter at: the QM line (all 6 QM strategies) and the flag limit (2); then every RTM
  // strategy (10). A system simple pack holds 8 to 15.
  {
    name: 'Quasimodo and flag limit',
    strategiesIds: catalog
      .filter((entry) => entry.group === 'qm' || entry.category === 'rtm-flag-limit')
      .map((entry) => entry.id),
  },
  {
    name: 'RTM supply and demand',
    strategiesIds: catalog.filter((entry) => entry.group === 'rtm').map((entry) => entry.id),
  },
  // Spec §6: the "xmoon" pack is the XMoon users' own (access: xmoon); its four confluence strategies.
  {
    name: 'xmoon',
    strategiesIds: catalog.filter((entry) => entry.group === 'xmoon').map((entry) => entry.id),
  },
];

/** Strategies of an advanced pack entry, by catalog key (ids stay the catalog's business). */
export interface SystemAdvancedEntry {
  readonly strategyKey: string;
  readonly timeframe: readonly number[];
  readonly passedCandle: { readonly from: number; readonly to: number };
}

/** The system advanced (dynamic) packs: entries joined by "and" on one asset. */
export const DEFAULT_SYSTEM_ADVANCED_PACKS: readonly {
  name: string;
  items: readonly SystemAdvancedEntry[];
}[] = [
  {
    name: 'Momentum turn',
    items: [
      {
        strategyKey: 'classic.rsi-50-cross-up',
        timeframe: [60, 240, 1440],
        passedCandle: { from: 0, to: 50 },
      },
      {
        strategyKey: 'classic.macd-signal-cross-up',
        timeframe: [60, 240, 1440],
        passedCandle: { from: 0, to: 50 },
      },
    ],
  },
  {
    name: 'Trend and volume',
    items: [
      { strategyKey: 'classic.ema-cross-up', timeframe: [60, 240, 1440], passedCandle: { from: 0, to: 30 } },
      {
        strategyKey: 'classic.volume-spike-bullish',
        timeframe: [60, 240, 1440],
        passedCandle: { from: 0, to: 30 },
      },
    ],
  },
  {
    name: 'Breakout on volume',
    items: [
      {
        strategyKey: 'trendline.break-bullish',
        timeframe: [60, 240, 1440],
        passedCandle: { from: 0, to: 5 },
      },
      {
        strategyKey: 'classic.volume-spike-bullish',
        timeframe: [60, 240, 1440],
        passedCandle: { from: 0, to: 5 },
      },
    ],
  },
];
