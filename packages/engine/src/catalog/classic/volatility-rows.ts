import type { ClassicRow } from './classic-entry';

const BB = { category: 'bollinger', study: 'Bollinger Bands', inputs: '20, 2' } as const;
const VOLUME = { category: 'volume', study: 'Volume', inputs: '20' } as const;

export const VOLATILITY_ROWS: readonly ClassicRow[] = [
  {
    key: 'classic.bollinger-lower-reentry',
    position: 'buy',
    ...BB,
    type: 'reentry',
    name: 'Bollinger lower band re-entry',
    fa: 'بازگشت به داخل باند پایینی بولینگر',
    en: 'After a close below the lower Bollinger Band (20, 2), price closes back inside the bands.',
    faText: 'پس از بسته شدن زیر باند پایینی بولینگر (20، 2)، قیمت دوباره داخل باندها بسته می‌شود.',
  },
  {
    key: 'classic.bollinger-upper-reentry',
    position: 'sell',
    ...BB,
    type: 'reentry',
    name: 'Bollinger upper band re-entry',
    fa: 'بازگشت به داخل باند بالایی بولینگر',
    en: 'After a close above the upper Bollinger Band (20, 2), price closes back inside the bands.',
    faText: 'پس از بسته شدن بالای باند بالایی بولینگر (20، 2)، قیمت دوباره داخل باندها بسته می‌شود.',
  },
  {
    key: 'classic.bollinger-squeeze-breakout-up',
    position: 'buy',
    ...BB,
    type: 'breakout',
    name: 'Bollinger squeeze breakout up',
    fa: 'شکست صعودی فشردگی بولینگر',
    en: 'Within 5 bars of a 125-bar low in BandWidth (Bollinger’s Squeeze), the close breaks above the upper band.',
    faText:
      'حداکثر 5 کندل پس از کمترین پهنای باند در 125 کندل اخیر (فشردگی بولینگر)، قیمت بالای باند بالایی بسته می‌شود.',
  },
  {
    key: 'classic.bollinger-squeeze-breakout-down',
    position: 'sell',
    ...BB,
    type: 'breakout',
    name: 'Bollinger squeeze breakout down',
    fa: 'شکست نزولی فشردگی بولینگر',
    en: 'Within 5 bars of a 125-bar low in BandWidth (Bollinger’s Squeeze), the close breaks below the lower band.',
    faText:
      'حداکثر 5 کندل پس از کمترین پهنای باند در 125 کندل اخیر (فشردگی بولینگر)، قیمت زیر باند پایینی بسته می‌شود.',
  },
  {
    key: 'classic.volume-spike-bullish',
    position: 'buy',
    ...VOLUME,
    type: 'spike',
    name: 'Bullish volume spike',
    fa: 'جهش حجم صعودی',
    en: 'Volume reaches 2.5 times its 20-bar average on a strong bullish candle (body at least half its range).',
    faText:
      'حجم معاملات به 2.5 برابر میانگین 20 کندل قبل می‌رسد، همراه با یک کندل صعودی قوی (بدنه دست‌کم نیمی از دامنه).',
  },
  {
    key: 'classic.volume-spike-bearish',
    position: 'sell',
    ...VOLUME,
    type: 'spike',
    name: 'Bearish volume spike',
    fa: 'جهش حجم نزولی',
    en: 'Volume reaches 2.5 times its 20-bar average on a strong bearish candle (body at least half its range).',
    faText:
      'حجم معاملات به 2.5 برابر میانگین 20 کندل قبل می‌رسد، همراه با یک کندل نزولی قوی (بدنه دست‌کم نیمی از دامنه).',
  },
];
