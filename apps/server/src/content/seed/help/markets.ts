import type { SeedHelpSection } from '../seed-types';

export const markets: SeedHelpSection = {
  id: 'markets',
  label: { en: 'Markets', fa: 'بازارها' },
  content: {
    en: [
      '<p>Tradescope follows five markets. Crypto pages follow your <strong>crypto plan</strong>; currencies, commodities, indices and stocks together follow your <strong>global plan</strong>.</p>',
    ],
    fa: [
      '<p>تریدسکوپ پنج بازار را دنبال می‌کند. صفحه‌های رمزارز تابع <strong>پلن رمزارز</strong> شما هستند و ارزها، کالاها، شاخص‌ها و سهام با هم تابع <strong>پلن جهانی</strong>.</p>',
    ],
  },
  children: [
    {
      id: 'crypto',
      label: { en: 'Crypto', fa: 'رمزارز' },
      content: {
        en: [
          '<p>Spot and futures markets of Binance, KuCoin, Bybit, CoinEx, BingX and MEXC. Choose the exchange with the <strong>source</strong> filter; each exchange has its own quotes (USDT, BTC, USDC, EUR, TRY and others) and timeframes, from 5 minutes to 1 week, plus 3 minutes on spot exchanges.</p>',
          '<p>Only crypto has jumps, pumps and the risk calculator.</p>',
          '<p><strong>Free access:</strong> Binance spot, the 4-hour timeframe and pairs with BTC as the base.</p>',
        ],
        fa: [
          '<p>بازارهای اسپات و فیوچرز صرافی‌های بایننس، کوکوین، بای‌بیت، کوینکس، بینگ‌ایکس و مکسی. صرافی را با فیلتر <strong>منبع</strong> انتخاب کنید؛ هر صرافی ارزهای مظنه‌ی خودش (USDT، BTC، USDC، EUR، TRY و غیره) و تایم‌فریم‌های خودش را دارد، از ۵ دقیقه تا ۱ هفته، و در صرافی‌های اسپات ۳ دقیقه هم هست.</p>',
          '<p>جهش‌ها، پامپ‌ها و ماشین‌حساب ریسک فقط در بازار رمزارز وجود دارند.</p>',
          '<p><strong>دسترسی رایگان:</strong> بایننس اسپات، تایم‌فریم ۴ ساعته و جفت‌ارزهایی که ارز پایه‌شان BTC است.</p>',
        ],
      },
    },
    {
      id: 'currencies',
      label: { en: 'Currencies (forex)', fa: 'ارزها (فارکس)' },
      content: {
        en: [
          '<p>Forex pairs from the OANDA broker, quoted in USD, JPY, CHF, CAD, NZD, AUD and GBP. Timeframes run from 1 minute to 1 week.</p>',
          '<p><strong>Free access:</strong> OANDA, the daily timeframe and pairs with GBP on either side, such as GBP/USD and EUR/GBP.</p>',
        ],
        fa: [
          '<p>جفت‌ارزهای فارکس از بروکر OANDA با ارزهای مظنه‌ی USD، JPY، CHF، CAD، NZD، AUD و GBP. تایم‌فریم‌ها از ۱ دقیقه تا ۱ هفته است.</p>',
          '<p><strong>دسترسی رایگان:</strong> OANDA، تایم‌فریم روزانه و جفت‌ارزهایی که GBP در یکی از دو طرفشان است، مانند GBP/USD و EUR/GBP.</p>',
        ],
      },
    },
    {
      id: 'commodities',
      label: { en: 'Commodities', fa: 'کالاها' },
      content: {
        en: [
          '<p>Metals, energy and agricultural contracts such as gold (XAU), silver (XAG) and oil, from OANDA and quoted in US dollars. Timeframes run from 1 minute to 1 week.</p>',
          '<p><strong>Free access:</strong> OANDA, the daily timeframe and every USD-quoted commodity.</p>',
        ],
        fa: [
          '<p>فلزات، انرژی و محصولات کشاورزی مانند طلا (XAU)، نقره (XAG) و نفت، از OANDA و با قیمت دلاری. تایم‌فریم‌ها از ۱ دقیقه تا ۱ هفته است.</p>',
          '<p><strong>دسترسی رایگان:</strong> OANDA، تایم‌فریم روزانه و همه‌ی کالاهایی که به دلار قیمت‌گذاری می‌شوند.</p>',
        ],
      },
    },
    {
      id: 'indices',
      label: { en: 'Indices', fa: 'شاخص‌ها' },
      content: {
        en: [
          '<p>Stock indices such as the S&amp;P 500, the Nasdaq 100 and the Dow Jones, from OANDA and quoted in US dollars. Timeframes run from 1 minute to 1 week.</p>',
          '<p><strong>Free access:</strong> OANDA, the daily timeframe and every USD-quoted index.</p>',
        ],
        fa: [
          '<p>شاخص‌های بورس مانند S&amp;P 500، نزدک ۱۰۰ و داوجونز، از OANDA و با قیمت دلاری. تایم‌فریم‌ها از ۱ دقیقه تا ۱ هفته است.</p>',
          '<p><strong>دسترسی رایگان:</strong> OANDA، تایم‌فریم روزانه و همه‌ی شاخص‌هایی که به دلار قیمت‌گذاری می‌شوند.</p>',
        ],
      },
    },
    {
      id: 'stocks',
      label: { en: 'Stocks', fa: 'سهام' },
      content: {
        en: [
          '<p>Shares of large companies from the LiteFinance broker, quoted in US dollars. Timeframes run from 1 minute to 1 week. Matches appear while the exchange is open, since closed markets print no candles.</p>',
          '<p><strong>Free access:</strong> LiteFinance, the daily timeframe and every USD-quoted stock.</p>',
        ],
        fa: [
          '<p>سهام شرکت‌های بزرگ از بروکر LiteFinance با قیمت دلاری. تایم‌فریم‌ها از ۱ دقیقه تا ۱ هفته است. سیگنال‌ها در ساعت‌های باز بودن بورس ظاهر می‌شوند، چون بازار بسته کندلی نمی‌سازد.</p>',
          '<p><strong>دسترسی رایگان:</strong> LiteFinance، تایم‌فریم روزانه و همه‌ی سهامی که به دلار قیمت‌گذاری می‌شوند.</p>',
        ],
      },
    },
  ],
};
