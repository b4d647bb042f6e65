import { describe, expect, it } from 'vitest';
import { APP_VERSION, LANGUAGES, THEMES } from './app';
import { DEFAULTS, defaultBaseOf, MARKET_DEFAULTS, SYMBOL_CHANGE_COUNT } from './defaults';
import { LIMITS, PAGE_SIZES, SKELETON_ROWS } from './limits';
import { MARKETS } from './market';
import { LIQUIDATION_COEFFICIENTS, RISK_DEFAULTS } from './risk-constants';
import { isSourceOf, quotesOf, timeframesOf } from './sources';
import { MS_PER_DAY, TIMERS } from './timers';

// Each expectation below is transcribed from the spec section named in its test.
describe('business constants', () => {
  it('carries the app version of spec §1 and the language and theme settings of §9', () => {
    expect(APP_VERSION).toBe('5.9.1');
    expect(LANGUAGES).toEqual(['en', 'fa']);
    expect(THEMES).toEqual(['light', 'dark', 'system']);
  });

  it('has the defaults of spec §9', () => {
    expect(DEFAULTS).toEqual({
      cryptoSource: 'binance-spot',
      cryptoBase: 'btc',
      kucoinBase: 'xbt',
      cryptoQuote: 'usdt',
      chartTimeframe: 240,
      globalSource: 'oanda',
      strategyPack: 'classic',
      quoteSourceBase: 'usd',
      advancedTimeframe: 5,
    });
    expect(SYMBOL_CHANGE_COUNT).toEqual({ currencies: 3, indices: 3 });
  });

  it("opens each market on a source, quote and timeframe that the market's source offers", () => {
    for (const market of MARKETS) {
      const start = MARKET_DEFAULTS[market];
      expect(isSourceOf(market, start.source)).toBe(true);
      expect(quotesOf(start.source, market)).toContain(start.quote);
      expect(timeframesOf(start.source)).toContain(start.timeframe);
    }
    expect(MARKET_DEFAULTS.crypto).toMatchObject({ source: 'binance-spot', base: 'btc', quote: 'usdt' });
  });

  it('opens bitcoin as btc on every exchange, kucoin futures too (it lists btc, spelling it xbt only itself)', () => {
    expect(defaultBaseOf('crypto', 'kucoin-futures')).toBe('btc');
    expect(defaultBaseOf('crypto', 'bybit-futures')).toBe('btc');
    expect(defaultBaseOf('crypto')).toBe('btc');
    expect(defaultBaseOf('stock', 'lite-finance')).toBe(MARKET_DEFAULTS.stock.base);
  });

  it('has every timer of spec §4 and §9 with its unit', () => {
    expect(TIMERS).toMatchObject({
      tokenRefreshBeforeExpiryS: 120,
      jumpsPollMs: 120000,
      strategiesCacheS: 900,
      reminderEveryDays: 7,
      installmentModalDelayS: 5,
      welcomeModalDelayS: 1,
      offlineCheckS: 5,
      healthCheckS: 5,
      radarRefreshS: 60,
      settingsDebounceS: 1,
      botPollS: 5,
      codeCountdownS: 120,
      toastMs: 5000,
      hoverOverlayMs: 400,
      textInputDebounceMs: 400,
      modalCloseDelayMs: 200,
      modalCloseLongDelayMs: 2000,
      chatPollRetryMs: 200,
      expiryCheckDelayS: 2,
      xmoonReloadDelayS: 2,
      chartLibraryRetryMs: 200,
      chartShapesRetryMs: 1000,
      socketReconnectS: 10,
      socketSubscribeRetryS: 1,
      klineResubscribeS: 5,
      serverTimeRetryS: 5,
      videoUploaderResetMs: 10,
    });
    expect(MS_PER_DAY).toBe(24 * 60 * 60 * 1000);
  });

  it('names every timer with its unit', () => {
    for (const key of Object.keys(TIMERS)) expect(key).toMatch(/(Ms|S|Days)$/);
  });

  it('has the page sizes and skeleton rows of spec §9', () => {
    expect(PAGE_SIZES).toEqual({
      table: 12,
      tableMobile: 10,
      matches: 25,
      mobileList: 20,
      packList: 25,
      detailTable: 10,
      jumpsMobile: 25,
      jumpsDesktop: 10,
      purchaseHistory: 10,
      sessions: 10,
      videoHistory: 25,
      gifts: 10,
      radar: 25,
    });
    expect(SKELETON_ROWS).toEqual({ table: 6, grid: 8, mobile: 10 });
  });

  it('has the limits of spec §5 and §9', () => {
    expect(LIMITS).toMatchObject({
      avatarMaxMb: 5,
      videoMaxMb: 20,
      bytesPerMb: 1_000_000,
      maxSimplePackStrategies: 15,
      selectSearchableAt: 8,
      multiSelectSearchableAt: 12,
      alertSourceSelectSearchableAt: 10,
      filterListSearchableAt: 10,
      defaultListLimit: 25,
      maxChips: 3,
      sourceFilterLimit: 50,
      baseFilterLimit: 160,
      paginationMiddlePages: 5,
      paginationMiddlePagesMobile: 2,
      rowChartLinkTimeframe: 60,
      ictVideoIconDaysBelow: 15,
      installmentReminderMaxCount: 3,
      verifyCodeMaxLength: 6,
      gaugeSegments: 5,
    });
  });

  it('has the risk calculator defaults and liquidation coefficients of spec §9', () => {
    expect(LIQUIDATION_COEFFICIENTS).toEqual({ long: 1.011, short: 0.989 });
    expect(RISK_DEFAULTS).toEqual({
      allYourMoney: 100,
      riskPercentage: 1,
      leverage: 10,
      exitPercentFromPrice: 5,
      stopPercentFromPrice: 2,
      leverageMin: 1,
      leverageMax: 100,
    });
  });
});
