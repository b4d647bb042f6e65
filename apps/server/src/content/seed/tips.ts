import type { SeedTip } from './seed-types';

/** First-start tips, newest first: the first one here is shown at the top of the panel. */
export const TIPS_SEED: readonly SeedTip[] = [
  {
    id: 'seed-tip-telegram-alerts',
    title: { en: 'Alerts on Telegram', fa: 'هشدار در تلگرام' },
    tag: { en: 'Alerts', fa: 'هشدارها' },
    text: {
      en: 'Verify your phone number and connect the Tradescope bot, and new matches of your alert packs reach Telegram within seconds.',
      fa: 'شماره‌ی تلفن خود را تأیید و ربات تریدسکوپ را متصل کنید تا سیگنال‌های تازه‌ی پک‌های هشدارتان در چند ثانیه به تلگرام برسند.',
    },
    link: { href: '/market/crypto/settings/alerts', text: { en: 'Set up an alert', fa: 'ساخت هشدار' } },
  },
  {
    id: 'seed-tip-distance',
    title: { en: 'Read the distance', fa: 'به فاصله دقت کنید' },
    tag: { en: 'Matches', fa: 'سیگنال‌ها' },
    text: {
      en: 'Distance 0 means the price is inside the strategy’s zone right now. Sort by the fewest passed candles and look at small distances to find the freshest setups.',
      fa: 'فاصله‌ی ۰ یعنی قیمت همین حالا داخل ناحیه‌ی استراتژی است. بر اساس کمترین کندل سپری‌شده مرتب کنید و به فاصله‌های کوچک نگاه کنید تا تازه‌ترین موقعیت‌ها را پیدا کنید.',
    },
    link: { href: '/help/matches/match-fields', text: { en: 'What the columns mean', fa: 'معنی ستون‌ها' } },
  },
  {
    id: 'seed-tip-radar',
    title: { en: 'Check the radar first', fa: 'اول رادار را ببینید' },
    tag: { en: 'Radar', fa: 'رادار' },
    text: {
      en: 'Before you enter a trade, open the radar of the pair: if most strategies point the other way, think twice.',
      fa: 'پیش از ورود به معامله، رادار همان جفت‌ارز را باز کنید: اگر بیشتر استراتژی‌ها خلاف جهت شما هستند، بیشتر فکر کنید.',
    },
    link: { href: '/market/crypto/radar', text: { en: 'Open the radar', fa: 'باز کردن رادار' } },
  },
  {
    id: 'seed-tip-risk',
    title: { en: 'Size before you trade', fa: 'اول حجم معامله را حساب کنید' },
    tag: { en: 'Risk', fa: 'ریسک' },
    text: {
      en: 'The risk calculator turns your stop loss and the percent you accept to lose into a position size, a margin and a liquidation price.',
      fa: 'ماشین‌حساب ریسک از روی حد ضرر و درصدی که حاضرید از دست بدهید، حجم معامله، مارجین و قیمت لیکویید شدن را حساب می‌کند.',
    },
    link: {
      href: '/market/crypto/risk-quant',
      text: { en: 'Open the calculator', fa: 'باز کردن ماشین‌حساب' },
    },
  },
  {
    id: 'seed-tip-asset-packs',
    title: { en: 'Make it your watchlist', fa: 'فهرست دیده‌بانی خودتان' },
    tag: { en: 'Packs', fa: 'پک‌ها' },
    text: {
      en: 'Put the assets you follow in an asset pack and choose it on periscope: you see only the matches that matter to you.',
      fa: 'دارایی‌هایی را که دنبال می‌کنید در یک پک دارایی بگذارید و آن را در پریسکوپ انتخاب کنید تا فقط سیگنال‌هایی را ببینید که برایتان مهم‌اند.',
    },
    link: {
      href: '/market/crypto/settings/assets',
      text: { en: 'Create an asset pack', fa: 'ساخت پک دارایی' },
    },
  },
  {
    id: 'seed-tip-gifts',
    title: { en: 'Gifts wait for you', fa: 'هدیه‌ها منتظر شما هستند' },
    tag: { en: 'Profile', fa: 'پروفایل' },
    text: {
      en: 'A gift adds days to your plan only after you activate it. The gift icon in the header shows when you have one.',
      fa: 'هدیه فقط پس از فعال‌سازی به روزهای پلن شما اضافه می‌شود. وقتی هدیه‌ای داشته باشید، نماد هدیه در سربرگ نمایش داده می‌شود.',
    },
    link: { href: '/profile/gifts', text: { en: 'See your gifts', fa: 'دیدن هدیه‌ها' } },
  },
  {
    id: 'seed-tip-pivots',
    title: { en: 'Bigger pivots, stronger patterns', fa: 'پیوت بزرگ‌تر، الگوی معتبرتر' },
    tag: { en: 'Strategies', fa: 'استراتژی‌ها' },
    text: {
      en: 'In an advanced pack, ask for a Major or MidMajor pivot to keep only patterns built on the large swings of the chart.',
      fa: 'در پک پیشرفته، نوع پیوت را ماژور یا میدماژور بگذارید تا فقط الگوهایی بمانند که روی نوسان‌های بزرگ نمودار شکل گرفته‌اند.',
    },
  },
];
