import type { SeedQuote } from './seed-types';

/** Quotes the loading overlay rotates through until real ones are added. */
export const QUOTES_SEED: readonly SeedQuote[] = [
  {
    id: 'seed-quote-1',
    text: {
      en: 'The alerts on Telegram changed my mornings: I no longer scroll through a hundred charts before work.',
      fa: 'هشدارهای تلگرام صبح‌هایم را عوض کرد؛ دیگر پیش از رفتن سر کار صد نمودار را بالا و پایین نمی‌کنم.',
    },
    name: { en: 'Reza, swing trader', fa: 'رضا، معامله‌گر نوسانی' },
  },
  {
    id: 'seed-quote-2',
    text: {
      en: 'The risk calculator is the reason I still have an account. I size every trade with it now.',
      fa: 'ماشین‌حساب ریسک دلیل این است که هنوز حسابم سر پاست. حالا حجم همه‌ی معامله‌هایم را با آن حساب می‌کنم.',
    },
    name: { en: 'Maryam, futures trader', fa: 'مریم، معامله‌گر فیوچرز' },
  },
  {
    id: 'seed-quote-3',
    text: {
      en: 'Seeing the passed candles and the distance next to each match saves me from chasing moves that are already over.',
      fa: 'دیدن کندل‌های سپری‌شده و فاصله کنار هر سیگنال نمی‌گذارد دنبال حرکتی بدوم که دیگر تمام شده است.',
    },
    name: { en: 'Ali, day trader', fa: 'علی، معامله‌گر روزانه' },
  },
  {
    id: 'seed-quote-4',
    text: {
      en: 'I follow gold and the pound in the same place as my coins. One screen, one routine.',
      fa: 'طلا و پوند را همان‌جایی دنبال می‌کنم که رمزارزهایم را؛ یک صفحه و یک روال.',
    },
    name: { en: 'Sara, forex and crypto', fa: 'سارا، فارکس و رمزارز' },
  },
  {
    id: 'seed-quote-5',
    text: {
      en: 'My advanced pack waits for a divergence and a harmonic pattern together. When both show up, I pay attention.',
      fa: 'پک پیشرفته‌ام منتظر می‌ماند تا واگرایی و الگوی هارمونیک با هم ظاهر شوند. وقتی هر دو پیدا شوند، حواسم را جمع می‌کنم.',
    },
    name: { en: 'Hamid, pattern trader', fa: 'حمید، معامله‌گر الگو' },
  },
  {
    id: 'seed-quote-6',
    text: {
      en: 'The radar gives me the mood of the market in one look before I open a position.',
      fa: 'رادار پیش از باز کردن معامله، در یک نگاه حال‌وهوای بازار را نشانم می‌دهد.',
    },
    name: { en: 'Neda, crypto investor', fa: 'ندا، سرمایه‌گذار رمزارز' },
  },
];
