import { strategyImagePath } from '@tradescope/engine';
import type { SeedHelpEntry } from '../seed-types';

/** The XMoon family's help page (engine xmoon/README.md has the rule with its constants). */
export const xmoonFamily: SeedHelpEntry = {
  id: 'xmoon',
  label: { en: 'XMoon confluence', fa: 'همگرایی ایکس‌مون' },
  image: strategyImagePath('xmoon.htf-confluence-bullish'),
  content: {
    en: [
      '<p>XMoon is Tradescope’s own family, for the XMoon plan. It does not read candles itself: it reads the live matches of every other family on the same asset and fires when <strong>independent families agree</strong> — the same side, with zones that share a price.</p>',
      '<p>XMoon matches (and what the XMoon plan opens) are shown once you have <strong>enabled XMoon</strong> in your profile: it needs the XMoon plan and your national code.</p>',
      '<ul><li><strong>XMoon confluence</strong>: matches of at least two families on this timeframe agree.</li><li><strong>XMoon higher-timeframe confluence</strong>: the agreement includes a match on a higher timeframe of the same asset, confirming this one.</li></ul>',
      '<p>A match counts if it fired within the last 5 candles of this timeframe, or within the last 2 closed candles of a higher one. At least one of the agreeing families must draw a price level (a harmonic pattern, a trendline, a Fibonacci band, a support or resistance level): a classic or candlestick zone is only the signal candle’s range. When both sides agree somewhere, only the side with more families fires, and only one XMoon match is listed per asset and timeframe.</p>',
      '<p>Its <strong>zone</strong> is the intersection of the agreeing matches’ zones, and its <strong>strength</strong> the number of families and timeframes agreeing, shown in the match’s legend. The match is dated on the candle from which the agreement held; later matches joining it add strength without starting a new match. It stays listed while its contributing matches do. On the chart you see the intersection as a box and a marker at each contributing match, named with its strategy and timeframe.</p>',
    ],
    fa: [
      '<p>ایکس‌مون خانواده‌ی ویژه‌ی تریدسکوپ برای طرح XMoon است. این خانواده خودش کندل‌ها را نمی‌خواند: سیگنال‌های زنده‌ی همه‌ی خانواده‌های دیگر را روی همان دارایی می‌خواند و وقتی <strong>خانواده‌های مستقل هم‌نظر باشند</strong> سیگنال می‌دهد؛ یعنی هم‌جهت، با ناحیه‌هایی که قیمتی مشترک دارند.</p>',
      '<p>سیگنال‌های ایکس‌مون (و هر آنچه طرح XMoon باز می‌کند) پس از <strong>فعال کردن XMoon</strong> در پروفایل نشان داده می‌شوند: این کار طرح XMoon و کد ملی شما را لازم دارد.</p>',
      '<ul><li><strong>همگرایی ایکس‌مون</strong>: سیگنال‌های دست‌کم دو خانواده در همین تایم‌فریم هم‌نظرند.</li><li><strong>همگرایی ایکس‌مون با تأیید تایم‌فریم بالاتر</strong>: در میان هم‌نظرها سیگنالی از تایم‌فریم بالاترِ همان دارایی هست که این یکی را تأیید می‌کند.</li></ul>',
      '<p>سیگنالی به حساب می‌آید که در ۵ کندل اخیر همین تایم‌فریم، یا در ۲ کندل بسته‌شده‌ی اخیر یک تایم‌فریم بالاتر رخ داده باشد. دست‌کم یکی از خانواده‌های هم‌نظر باید سطحی قیمتی رسم کند (الگوی هارمونیک، خط روند، ناحیه‌ی فیبوناچی، سطح حمایت یا مقاومت): ناحیه‌ی سیگنال کلاسیک یا کندل‌استیک فقط محدوده‌ی کندل سیگنال است. اگر هر دو جهت جایی هم‌نظر باشند، فقط جهتی که خانواده‌های بیشتری دارد سیگنال می‌دهد و برای هر دارایی و تایم‌فریم فقط یک سیگنال ایکس‌مون فهرست می‌شود.</p>',
      '<p><strong>ناحیه</strong>ی آن اشتراک ناحیه‌های سیگنال‌های هم‌نظر است و <strong>قدرت</strong> آن شمار خانواده‌ها و تایم‌فریم‌های هم‌نظر که در راهنمای نمودار نشان داده می‌شود. تاریخ سیگنال کندلی است که هم‌نظری از آن برقرار شد؛ سیگنال‌هایی که بعداً می‌پیوندند قدرت را بیشتر می‌کنند بی‌آنکه سیگنال تازه‌ای بسازند. تا وقتی سیگنال‌های سازنده‌اش زنده‌اند در فهرست می‌ماند. روی نمودار، اشتراک به صورت کادر و هر سیگنال سازنده با نشانه‌ای به نام راهبرد و تایم‌فریمش دیده می‌شود.</p>',
    ],
  },
};
