import type { SeedHelpSection } from '../seed-types';

export const assetsPage: SeedHelpSection = {
  id: 'assets-page',
  label: { en: 'Assets page', fa: 'صفحه‌ی دارایی‌ها' },
  content: { en: [], fa: [] },
  children: [
    {
      id: 'assets-table',
      label: { en: 'The assets table', fa: 'جدول دارایی‌ها' },
      content: {
        en: [
          '<p>Each row is one pair of the chosen source. The columns:</p>',
          '<ul><li><strong>Pair</strong>: base and quote, for example BTC/USDT.</li><li><strong>Status</strong>: how many matches the pair has now, split into buy and sell. Without access to that source or pair the cell is blurred and offers an upgrade.</li><li><strong>Price</strong>, <strong>24h change</strong>, <strong>volume</strong> and <strong>market cap</strong>, refreshed live.</li><li><strong>Radar</strong> opens the radar for this pair, <strong>source</strong> opens the pair on its exchange, and <strong>chart</strong> opens the full-screen chart.</li></ul>',
          '<p>The table is sorted by market cap, highest first; a click on a column header sorts by it.</p>',
        ],
        fa: [
          '<p>هر ردیف یک جفت‌ارز از منبع انتخاب‌شده است. ستون‌ها:</p>',
          '<ul><li><strong>جفت‌ارز</strong>: ارز پایه و ارز مظنه، مثلاً BTC/USDT.</li><li><strong>وضعیت</strong>: تعداد سیگنال‌های فعلی این جفت‌ارز به تفکیک خرید و فروش. اگر به آن منبع یا جفت‌ارز دسترسی نداشته باشید، این خانه مات است و دکمه‌ی ارتقا را نشان می‌دهد.</li><li><strong>قیمت</strong>، <strong>تغییر ۲۴ ساعته</strong>، <strong>حجم</strong> و <strong>ارزش بازار</strong> که به‌صورت زنده به‌روز می‌شوند.</li><li><strong>رادار</strong> رادار همین جفت‌ارز را باز می‌کند، <strong>منبع</strong> جفت‌ارز را در صرافی‌اش نشان می‌دهد و <strong>نمودار</strong> نمودار تمام‌صفحه را باز می‌کند.</li></ul>',
          '<p>جدول به‌طور پیش‌فرض بر اساس ارزش بازار از بیشترین به کمترین مرتب است؛ با کلیک روی عنوان هر ستون، بر اساس همان ستون مرتب می‌شود.</p>',
        ],
      },
    },
    {
      id: 'assets-filters',
      label: { en: 'Filtering assets', fa: 'فیلتر کردن دارایی‌ها' },
      content: {
        en: [
          '<p>Filters narrow the table: an <strong>asset pack</strong>, one <strong>source</strong>, one or more <strong>quotes</strong>, and ranges of price, change, volume and market cap. Leave either end of a range empty to keep it open.</p>',
          '<p>Filters are written into the address, so a link you share opens the same view, and they are saved to your settings a second after you stop changing them. Range filters other than the basic ones need a paid plan.</p>',
        ],
        fa: [
          '<p>فیلترها جدول را محدود می‌کنند: یک <strong>پک دارایی</strong>، یک <strong>منبع</strong>، یک یا چند <strong>ارز مظنه</strong> و بازه‌های قیمت، تغییر، حجم و ارزش بازار. اگر یک سر بازه را خالی بگذارید، آن سمت بازه باز می‌ماند.</p>',
          '<p>فیلترها در نشانی صفحه نوشته می‌شوند، پس لینکی که با دیگران به اشتراک می‌گذارید همین نما را باز می‌کند؛ همچنین یک ثانیه پس از آخرین تغییر در تنظیمات شما ذخیره می‌شوند. فیلترهای بازه‌ای پیشرفته به پلن پولی نیاز دارند.</p>',
        ],
      },
    },
  ],
};
