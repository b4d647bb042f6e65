import type { SeedHelpSection } from '../seed-types';

/** Pages without children: the help home lists them under its "other" heading. */
export const glossary: SeedHelpSection = {
  id: 'glossary',
  label: { en: 'Glossary', fa: 'واژه‌نامه' },
  content: {
    en: [
      '<ul><li><strong>Base and quote</strong>: in BTC/USDT, BTC is the base (what you buy or sell) and USDT the quote (what the price is counted in).</li><li><strong>Timeframe</strong>: the length of one candle, from 1 minute to 1 week.</li><li><strong>Candle</strong>: the open, high, low and close price of one timeframe.</li><li><strong>Strategy</strong>: a rule that reads candles and says buy, sell or neutral.</li><li><strong>Match</strong>: one firing of a strategy on one asset and timeframe.</li><li><strong>Pack</strong>: a saved list of assets, strategies or alert settings.</li><li><strong>Source</strong>: the exchange or broker the prices come from.</li><li><strong>Divergence</strong>: price and an indicator moving in opposite directions.</li><li><strong>Harmonic pattern</strong>: a shape of swings in fibonacci proportions, such as Gartley or Bat.</li></ul>',
    ],
    fa: [
      '<ul><li><strong>ارز پایه و ارز مظنه</strong>: در BTC/USDT، BTC ارز پایه است (چیزی که می‌خرید یا می‌فروشید) و USDT ارز مظنه (واحدی که قیمت با آن سنجیده می‌شود).</li><li><strong>تایم‌فریم</strong>: طول زمانی هر کندل، از ۱ دقیقه تا ۱ هفته.</li><li><strong>کندل</strong>: قیمت باز شدن، بیشترین، کمترین و بسته شدن در یک تایم‌فریم.</li><li><strong>استراتژی</strong>: قاعده‌ای که کندل‌ها را می‌خواند و خرید، فروش یا خنثی اعلام می‌کند.</li><li><strong>سیگنال</strong>: یک بار فعال شدن استراتژی روی یک دارایی و یک تایم‌فریم.</li><li><strong>پک</strong>: فهرست ذخیره‌شده‌ای از دارایی‌ها، استراتژی‌ها یا تنظیمات هشدار.</li><li><strong>منبع</strong>: صرافی یا بروکری که قیمت‌ها از آن می‌آیند.</li><li><strong>واگرایی</strong>: حرکت قیمت و یک اندیکاتور در دو جهت مخالف.</li><li><strong>الگوی هارمونیک</strong>: شکلی از نوسان‌ها با نسبت‌های فیبوناچی، مانند گارتلی یا خفاش.</li></ul>',
    ],
  },
  children: [],
};

export const support: SeedHelpSection = {
  id: 'support',
  label: { en: 'Contact support', fa: 'تماس با پشتیبانی' },
  content: {
    en: [
      '<p>Did not find your answer? Write to us in the live chat (the chat button in the header). Tell us the market, the page and, for a match, the pair and timeframe, so we can look at the same thing you see.</p>',
      '<p>You can also send us your opinion of Tradescope whenever it asks for a rating; we read every message.</p>',
    ],
    fa: [
      '<p>پاسخ خود را پیدا نکردید؟ در گفت‌وگوی آنلاین برای ما بنویسید (دکمه‌ی گفت‌وگو در سربرگ). بازار، صفحه و در مورد یک سیگنال، جفت‌ارز و تایم‌فریم آن را بنویسید تا همان چیزی را ببینیم که شما می‌بینید.</p>',
      '<p>هر بار هم که تریدسکوپ از شما امتیاز خواست، می‌توانید نظرتان را برایمان بفرستید؛ همه‌ی پیام‌ها را می‌خوانیم.</p>',
    ],
  },
  children: [],
};
