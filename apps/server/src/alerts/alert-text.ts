import {
  type FormatLocale,
  formatPrice,
  isTimeframe,
  type Signal,
  TIMEFRAME_LABELS,
  toPersianDigits,
} from '@tradescope/domain';
import type { AlertPayload } from './alert-payload';

/** The words of alert messages in the two languages of spec §1; the web's locale files hold the app's own. */
const WORDS = {
  en: {
    brand: 'Tradescope',
    alert: 'alert',
    jump: 'Jump',
    pair: 'Pair',
    side: 'Side',
    strategy: 'Strategy',
    timeframe: 'Timeframe',
    price: 'Price',
    zone: 'Zone',
    pack: 'Alert',
    chart: 'Open the chart',
    digest: (count: string) => `${count} new alerts`,
    sides: {
      buy: 'Buy',
      sell: 'Sell',
      neutral: 'Neutral',
      'strong buy': 'Strong buy',
      'strong sell': 'Strong sell',
    },
    jumpSides: { buy: 'Jump up', sell: 'Jump down' },
    footer: 'You receive this because an alert of yours is on. Turn it off in Settings › Alerts.',
  },
  fa: {
    brand: 'تریدسکوپ',
    alert: 'هشدار',
    jump: 'جهش',
    pair: 'جفت‌ارز',
    side: 'جهت',
    strategy: 'استراتژی',
    timeframe: 'تایم‌فریم',
    price: 'قیمت',
    zone: 'ناحیه',
    pack: 'هشدار',
    chart: 'مشاهده نمودار',
    digest: (count: string) => `${count} هشدار جدید`,
    sides: {
      buy: 'خرید',
      sell: 'فروش',
      neutral: 'خنثی',
      'strong buy': 'خرید قوی',
      'strong sell': 'فروش قوی',
    },
    jumpSides: { buy: 'جهش صعودی', sell: 'جهش نزولی' },
    footer: 'این پیام را دریافت می‌کنید چون یکی از هشدارهای شما فعال است. در تنظیمات › هشدارها خاموشش کنید.',
  },
} as const;

export type AlertLanguage = FormatLocale;

export const languageOf = (value: unknown): AlertLanguage => (value === 'fa' ? 'fa' : 'en');

const digits = (text: string, language: AlertLanguage) => (language === 'fa' ? toPersianDigits(text) : text);

const timeframeText = (minutes: number, language: AlertLanguage): string =>
  digits(isTimeframe(minutes) ? TIMEFRAME_LABELS[minutes] : `${minutes}m`, language);

const sideText = (payload: AlertPayload, language: AlertLanguage): string => {
  const words = WORDS[language];
  if (payload.jump) return payload.side === 'sell' ? words.jumpSides.sell : words.jumpSides.buy;
  return words.sides[payload.side as Signal];
};

/** One alert as labelled lines (pair, side, strategy, timeframe, price, zone, pack). */
export const alertFields = (
  payload: AlertPayload,
  packName: string | null,
  language: AlertLanguage,
): [string, string][] => {
  const words = WORDS[language];
  const price = (value: number) => formatPrice(value, language);
  const strategy =
    language === 'fa' && payload.strategyFaName !== '' ? payload.strategyFaName : payload.strategyName;
  const fields: [string, string][] = [
    [words.pair, payload.pair],
    [words.side, sideText(payload, language)],
    [words.strategy, payload.jump ? words.jump : strategy],
    [words.timeframe, timeframeText(payload.timeframe, language)],
    [words.price, price(payload.price)],
  ];
  if (!payload.jump) fields.push([words.zone, `${price(payload.zone.from)} – ${price(payload.zone.to)}`]);
  if (packName !== null) fields.push([words.pack, packName]);
  return fields;
};

/** "Buy BTC/USDT · RSI cross · 4h": the one line that names an alert (subjects, digest rows). */
export const alertTitle = (payload: AlertPayload, language: AlertLanguage): string => {
  const [, side, strategy, timeframe] = alertFields(payload, null, language).map(([, value]) => value);
  return `${side} ${payload.pair} · ${strategy} · ${timeframe}`;
};

export const wordsOf = (language: AlertLanguage) => WORDS[language];

export const countText = (count: number, language: AlertLanguage): string => digits(String(count), language);

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
