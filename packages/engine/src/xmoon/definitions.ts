import type { AccessTier } from '../catalog/types';
import { defineStrategy, type StrategyDefinition } from '../strategies/define-strategy';
import { XMOON_HTF_WINDOW, XMOON_MAX_CONTRIBUTORS, XMOON_WINDOW } from './rule';

/** XMoon opens with the XMoon plan only (spec §6: the xmoon simple pack for XMoon users). */
export const XMOON_ACCESS = ['xmoon'] as const satisfies readonly AccessTier[];

const RULE_EN = ` Families are the catalog's groups (every one but XMoon); a contributor is a live match of the same asset and side fired within the last ${XMOON_WINDOW} candles of this timeframe, or within the last ${XMOON_HTF_WINDOW} candles of a higher timeframe that closed by now. The zone is the intersection of the contributors' zones (at most ${XMOON_MAX_CONTRIBUTORS}, newest first), the strength the number of families and timeframes agreeing; the match is dated on the candle its last contributor became known and lasts while its contributors do.`;
const RULE_FA = ` خانواده‌ها همان گروه‌های فهرست راهبردها هستند (همه جز ایکس‌مون)؛ هر مشارکت‌کننده یک سیگنال زنده همان دارایی و همان جهت است که در ${XMOON_WINDOW} کندل اخیر همین تایم‌فریم، یا در ${XMOON_HTF_WINDOW} کندل اخیرِ بسته‌شده یک تایم‌فریم بالاتر، رخ داده است. ناحیه، اشتراک ناحیه‌های مشارکت‌کنندگان است (حداکثر ${XMOON_MAX_CONTRIBUTORS}، جدیدترین‌ها) و قدرت، شمار خانواده‌ها و تایم‌فریم‌های هم‌جهت؛ تاریخ سیگنال کندلی است که آخرین مشارکت‌کننده در آن شناخته شد و تا وقتی مشارکت‌کنندگان زنده‌اند می‌ماند.`;

const VARIANTS = [
  {
    key: 'xmoon.confluence-bullish',
    position: 'buy',
    name: 'XMoon confluence (bullish)',
    fa_name: 'همگرایی ایکس‌مون (صعودی)',
    en: 'Buy matches of at least two independent families on this timeframe have zones that share a price, and no higher timeframe is among them.',
    fa: 'سیگنال‌های خرید دست‌کم دو خانواده مستقل در همین تایم‌فریم ناحیه‌هایی دارند که در یک قیمت مشترک‌اند و هیچ تایم‌فریم بالاتری در میانشان نیست.',
  },
  {
    key: 'xmoon.confluence-bearish',
    position: 'sell',
    name: 'XMoon confluence (bearish)',
    fa_name: 'همگرایی ایکس‌مون (نزولی)',
    en: 'Sell matches of at least two independent families on this timeframe have zones that share a price, and no higher timeframe is among them.',
    fa: 'سیگنال‌های فروش دست‌کم دو خانواده مستقل در همین تایم‌فریم ناحیه‌هایی دارند که در یک قیمت مشترک‌اند و هیچ تایم‌فریم بالاتری در میانشان نیست.',
  },
  {
    key: 'xmoon.htf-confluence-bullish',
    position: 'buy',
    name: 'XMoon higher-timeframe confluence (bullish)',
    fa_name: 'همگرایی ایکس‌مون با تأیید تایم‌فریم بالاتر (صعودی)',
    en: 'Buy matches of at least two independent families share a price in their zones, at least one on this timeframe and at least one on a higher timeframe confirming it.',
    fa: 'سیگنال‌های خرید دست‌کم دو خانواده مستقل در ناحیه‌هایشان قیمت مشترکی دارند؛ دست‌کم یکی در همین تایم‌فریم و دست‌کم یکی در تایم‌فریمی بالاتر که آن را تأیید می‌کند.',
  },
  {
    key: 'xmoon.htf-confluence-bearish',
    position: 'sell',
    name: 'XMoon higher-timeframe confluence (bearish)',
    fa_name: 'همگرایی ایکس‌مون با تأیید تایم‌فریم بالاتر (نزولی)',
    en: 'Sell matches of at least two independent families share a price in their zones, at least one on this timeframe and at least one on a higher timeframe confirming it.',
    fa: 'سیگنال‌های فروش دست‌کم دو خانواده مستقل در ناحیه‌هایشان قیمت مشترکی دارند؛ دست‌کم یکی در همین تایم‌فریم و دست‌کم یکی در تایم‌فریمی بالاتر که آن را تأیید می‌کند.',
  },
] as const;

/**
 * The XMoon strategies: catalog rows only. Their matches are not found on one series' candles but over the live
 * matches of an asset (confluence.ts), which the server's scanner calls after scanning a series.
 */
export const XMOON_STRATEGIES: readonly StrategyDefinition[] = VARIANTS.map((v) =>
  defineStrategy({
    key: v.key,
    rule: null,
    position: v.position,
    name: v.name,
    fa_name: v.fa_name,
    group: 'xmoon',
    type: 'confluence',
    category: v.key.includes('htf') ? 'xmoon-htf-confluence' : 'xmoon-confluence',
    access: XMOON_ACCESS,
    // Recomputed on every scan, an XMoon match lives while its contributors do; listings read the window.
    validity: XMOON_WINDOW,
    has_pivot_type: false,
    has_passed_candle: true,
    has_distance: true,
    tags: [{ label: 'XMoon', class: 'xmoon', tooltip: 'Confluence of independent families' }],
    descriptions: { en: v.en + RULE_EN, fa: v.fa + RULE_FA },
    tradingview: {
      indicator: '',
      value: '',
      shape: v.position === 'buy' ? 'arrow_up' : 'arrow_down',
      timeframeMapping: {},
    },
    chartPoints: ['strategyId@timeframe'],
  }),
);
