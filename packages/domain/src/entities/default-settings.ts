import {
  DEFAULT_LANGUAGE,
  DEFAULTS,
  INDEX_QUOTES,
  MARKET_DEFAULTS,
  MARKETS,
  type Market,
  PUMPS_TIMEFRAMES,
  type Timeframe,
} from '../markets';
import { WHOLE_RANGE } from './range';
import type { Settings } from './settings';
import type { MarketSettings } from './settings-sections';

/**
 * Bumped whenever the settings shape changes; a user document carrying another value is repaired on load
 * (spec §4). Unix seconds of the day the current shape was fixed (2026-11-25).
 */
export const SETTINGS_SCHEMA_LAST_UPDATE = 1795564800;

/** The asset pack standing for every asset. */
export const ALL_ASSETS_PACK = 'all';
/** The base filter's "all" option (radar, pumps). */
export const ALL_BASES = 'all';

const whole = () => ({ ...WHOLE_RANGE });

/** A market's settings as a new user gets them: the market's opening source, quote and timeframe. */
export const defaultMarketSettings = (market: Market): MarketSettings => {
  const { source, quote, timeframe } = MARKET_DEFAULTS[market];
  const timeframes: Timeframe[] = [timeframe];
  const matchesPage = {
    source,
    quote: [quote],
    pivotType: [],
    showDetailsPreview: true,
    price: whole(),
    change: whole(),
    volume: whole(),
  };
  return {
    Assets: {
      source,
      // The indices list every currency they are quoted in (DE40 in euros, JP225 in yen), not only the dollar ones.
      quote: market === 'indices' ? [...INDEX_QUOTES] : [quote],
      assetPacks: [ALL_ASSETS_PACK],
      price: whole(),
      change: whole(),
      volume: whole(),
      marketcap: whole(),
    },
    Radar: { strategyPack: DEFAULTS.strategyPack, source, base: ALL_BASES, quote: [quote], timeframes },
    Periscope: { ...matchesPage, strategyPack: DEFAULTS.strategyPack, assetPack: [ALL_ASSETS_PACK] },
    DynamicPro: { ...matchesPage, strategyPack: null, assetPack: ALL_ASSETS_PACK, timeframes: [] },
    Pumps: { source, base: ALL_BASES, quote: [quote], timeframes: [...PUMPS_TIMEFRAMES] },
    // System (Ata) packs come from the strategy catalog on the server; a fresh document holds none.
    UserAssetPacks: {},
    AtaAssetPacks: {},
    UserSimpleStrategyPacks: {},
    AtaSimpleStrategyPacks: {},
    UserAdvanceStrategyPacks: {},
    AtaAdvanceStrategyPacks: {},
    Alerts: {},
  };
};

/** A complete, valid settings document with the defaults of spec §9; a fresh copy on every call. */
export const defaultSettings = (): Settings => {
  const markets = Object.fromEntries(MARKETS.map((market) => [market, defaultMarketSettings(market)]));
  return {
    language: DEFAULT_LANGUAGE,
    theme: 'system',
    isEnableJumpsNotification: false,
    viewMatchRecievedDate: false,
    userAlertTelegramBotUrl: '',
    schemaLastUpdate: SETTINGS_SCHEMA_LAST_UPDATE,
    ...(markets as Record<Market, MarketSettings>),
  };
};
