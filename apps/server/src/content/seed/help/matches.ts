import type { SeedHelpSection } from '../seed-types';

export const matches: SeedHelpSection = {
  id: 'matches',
  label: { en: 'Matches pages', fa: 'صفحه‌های سیگنال' },
  content: { en: [], fa: [] },
  children: [
    {
      id: 'periscope',
      label: { en: 'Periscope', fa: 'پریسکوپ' },
      content: {
        en: [
          '<p>Periscope lists the matches of a <strong>simple strategy pack</strong> on the assets of your chosen asset packs. Pick the pack, the source, the asset packs and the quotes; add price, change and volume ranges if you like.</p>',
          '<p>Matches are listed newest first, 25 to a page. The search box finds a pair by its base (BTC), by base and quote (BTCUSDT) or by the asset name (Bitcoin).</p>',
        ],
        fa: [
          '<p>پریسکوپ سیگنال‌های یک <strong>پک استراتژی ساده</strong> را روی دارایی‌های پک‌های دارایی انتخاب‌شده‌ی شما فهرست می‌کند. پک، منبع، پک‌های دارایی و ارزهای مظنه را انتخاب کنید و در صورت نیاز بازه‌ی قیمت، تغییر و حجم را هم تعیین کنید.</p>',
          '<p>سیگنال‌ها از جدیدترین به قدیمی‌ترین و ۲۵ مورد در هر صفحه نمایش داده می‌شوند. کادر جست‌وجو جفت‌ارز را با ارز پایه (BTC)، با ارز پایه و مظنه (BTCUSDT) یا با نام دارایی (Bitcoin) پیدا می‌کند.</p>',
        ],
      },
    },
    {
      id: 'dynamic',
      label: { en: 'Dynamic', fa: 'داینامیک' },
      content: {
        en: [
          '<p>Dynamic lists the matches of an <strong>advanced strategy pack</strong>: several strategies, each with its own timeframes and conditions on passed candles, distance and pivot type, joined with <em>and</em>. An asset appears only when every entry of the pack holds on it at the same time.</p>',
          '<p>Dynamic also has a timeframe filter. Advanced packs need an ICT, Pro, Hero or XMoon plan.</p>',
        ],
        fa: [
          '<p>داینامیک سیگنال‌های یک <strong>پک استراتژی پیشرفته</strong> را نشان می‌دهد: چند استراتژی که هر کدام تایم‌فریم‌ها و شرط‌های خودش را روی کندل‌های سپری‌شده، فاصله و نوع پیوت دارد و همه با «و» به هم وصل می‌شوند. یک دارایی فقط وقتی ظاهر می‌شود که همه‌ی ردیف‌های پک هم‌زمان روی آن برقرار باشند.</p>',
          '<p>داینامیک فیلتر تایم‌فریم هم دارد. پک‌های پیشرفته به پلن ICT، Pro، Hero یا XMoon نیاز دارند.</p>',
        ],
      },
    },
    {
      id: 'alerts-page',
      label: { en: 'Alerts page', fa: 'صفحه‌ی هشدارها' },
      content: {
        en: [
          '<p>The alerts page lists the matches that your <strong>alert packs</strong> caught: the same matches that were sent to you by e-mail or Telegram, so you can look back at them. Choose an alert pack from the pack drawer; the page remembers your choice.</p>',
        ],
        fa: [
          '<p>صفحه‌ی هشدارها سیگنال‌هایی را نشان می‌دهد که <strong>پک‌های هشدار</strong> شما گرفته‌اند؛ همان سیگنال‌هایی که از راه ایمیل یا تلگرام برایتان فرستاده شده‌اند، تا بتوانید دوباره مرورشان کنید. پک هشدار را از کشوی انتخاب پک برگزینید؛ صفحه انتخاب شما را به خاطر می‌سپارد.</p>',
        ],
      },
    },
    {
      id: 'match-fields',
      label: { en: 'What the columns mean', fa: 'معنی ستون‌ها' },
      content: {
        en: [
          '<ul><li><strong>Status</strong>: buy, sell or neutral, the direction the strategy points to.</li><li><strong>Main strategy</strong>: the family a strategy belongs to, for strategies that have one.</li><li><strong>Timeframe</strong>: the candle length the strategy ran on.</li><li><strong>Price</strong>: the price when the match was found.</li><li><strong>Passed candle</strong>: how many candles have closed since the candle the strategy fired on. 0 means it fired on the last closed candle: the fresher, the closer to the setup.</li><li><strong>Zone</strong>: the price range where the strategy expects the market to react, for example the completion zone of a harmonic pattern.</li><li><strong>Distance</strong>: how far the current price is from the nearest edge of the zone, in percent. 0 means the price is inside the zone now.</li><li><strong>Pivot type</strong>: the size of the swing the pattern stands on; see <a href="/help/matches/pivot-types">Pivot types</a>.</li><li><strong>Received date</strong>: when the match reached you; turn it on in the settings if you want this column.</li></ul>',
          '<p>Hover a row on a desktop to see these details with the passed time and links to the source and the chart.</p>',
        ],
        fa: [
          '<ul><li><strong>وضعیت</strong>: خرید، فروش یا خنثی؛ جهتی که استراتژی نشان می‌دهد.</li><li><strong>استراتژی اصلی</strong>: خانواده‌ای که استراتژی به آن تعلق دارد، برای استراتژی‌هایی که چنین خانواده‌ای دارند.</li><li><strong>تایم‌فریم</strong>: طول کندلی که استراتژی روی آن اجرا شده است.</li><li><strong>قیمت</strong>: قیمت در لحظه‌ی پیدا شدن سیگنال.</li><li><strong>کندل سپری‌شده</strong>: تعداد کندل‌هایی که از کندلِ فعال شدن استراتژی تا حالا بسته شده‌اند. عدد ۰ یعنی استراتژی روی آخرین کندل بسته‌شده فعال شده است؛ هرچه تازه‌تر، به نقطه‌ی ورود نزدیک‌تر.</li><li><strong>ناحیه (زون)</strong>: محدوده‌ی قیمتی که استراتژی انتظار واکنش بازار را در آن دارد، مثلاً ناحیه‌ی تکمیل یک الگوی هارمونیک.</li><li><strong>فاصله</strong>: فاصله‌ی قیمت فعلی تا نزدیک‌ترین لبه‌ی ناحیه، به درصد. عدد ۰ یعنی قیمت همین حالا داخل ناحیه است.</li><li><strong>نوع پیوت</strong>: اندازه‌ی نوسانی که الگو روی آن شکل گرفته است؛ بخش <a href="/help/matches/pivot-types">انواع پیوت</a> را ببینید.</li><li><strong>تاریخ دریافت</strong>: زمانی که سیگنال به دست شما رسیده است؛ اگر این ستون را می‌خواهید، آن را در تنظیمات روشن کنید.</li></ul>',
          '<p>در دسکتاپ، با بردن نشانگر روی هر ردیف این جزئیات همراه با زمان سپری‌شده و لینک منبع و نمودار نمایش داده می‌شود.</p>',
        ],
      },
    },
    {
      id: 'pivot-types',
      label: { en: 'Pivot types', fa: 'انواع پیوت' },
      content: {
        en: [
          '<p>A pivot is a swing high or swing low. Tradescope ranks pivots in four nested levels, from the largest swings to the smallest:</p>',
          '<ol><li><strong>Major</strong>: the turning points of the main trend, visible at a glance on the chart.</li><li><strong>MidMajor</strong>: the large corrections inside a major move.</li><li><strong>Minor</strong>: the ordinary swings of day-to-day price action.</li><li><strong>SuperMinor</strong>: the smallest swings, a few candles wide.</li></ol>',
          '<p>Every Major pivot is also a MidMajor, Minor and SuperMinor pivot, but not the other way round. A pattern standing on a Major pivot carries more weight than one on a SuperMinor pivot. <strong>No pivot</strong> means the strategy does not rest on a swing point, as with most indicator strategies.</p>',
        ],
        fa: [
          '<p>پیوت یک سقف یا کف نوسانی است. تریدسکوپ پیوت‌ها را در چهار سطح تودرتو، از بزرگ‌ترین نوسان‌ها تا کوچک‌ترین، رده‌بندی می‌کند:</p>',
          '<ol><li><strong>Major (ماژور)</strong>: نقطه‌های بازگشت روند اصلی که در نگاه اول روی نمودار دیده می‌شوند.</li><li><strong>MidMajor (میدماژور)</strong>: اصلاح‌های بزرگ درون یک حرکت اصلی.</li><li><strong>Minor (مینور)</strong>: نوسان‌های معمول حرکت روزانه‌ی قیمت.</li><li><strong>SuperMinor (سوپرمینور)</strong>: کوچک‌ترین نوسان‌ها به پهنای چند کندل.</li></ol>',
          '<p>هر پیوت ماژور در عین حال میدماژور، مینور و سوپرمینور هم هست، اما عکس آن درست نیست. الگویی که روی پیوت ماژور شکل گرفته، وزن بیشتری از الگوی روی پیوت سوپرمینور دارد. <strong>بدون پیوت</strong> یعنی استراتژی به نقطه‌ی نوسانی تکیه ندارد؛ مانند بیشتر استراتژی‌های مبتنی بر اندیکاتور.</p>',
        ],
      },
    },
    {
      id: 'matches-grid',
      platform: 'desktop',
      label: { en: 'Grid view', fa: 'نمای شبکه‌ای' },
      content: {
        en: [
          '<p>On a desktop the grid shows one row per asset and one column per strategy of the pack. Use the arrows to scroll through the strategy columns, click a column header to sort by that strategy, and edit or remove a strategy from the pack in its column.</p>',
          '<p>Click a match to open it with a large chart and a table of every match of that strategy on the asset.</p>',
        ],
        fa: [
          '<p>در دسکتاپ، نمای شبکه‌ای برای هر دارایی یک ردیف و برای هر استراتژی پک یک ستون دارد. با پیکان‌ها میان ستون‌های استراتژی جابه‌جا شوید، با کلیک روی عنوان هر ستون بر اساس آن استراتژی مرتب کنید و از همان ستون، استراتژی را ویرایش یا از پک حذف کنید.</p>',
          '<p>روی هر سیگنال کلیک کنید تا با نموداری بزرگ و جدول همه‌ی سیگنال‌های آن استراتژی روی آن دارایی باز شود.</p>',
        ],
      },
    },
    {
      id: 'matches-list',
      platform: 'mobile',
      label: { en: 'Matches on a phone', fa: 'سیگنال‌ها در گوشی' },
      content: {
        en: [
          '<p>On a phone each asset is a card with its number of matches and a bar of its buy to sell ratio, 20 to a page. Tap a card to open a drawer with the chart and the matches of each strategy, one per fold.</p>',
        ],
        fa: [
          '<p>در گوشی هر دارایی یک کارت است که تعداد سیگنال‌ها و نوار نسبت خرید به فروش را نشان می‌دهد و در هر صفحه ۲۰ کارت نمایش داده می‌شود. روی هر کارت بزنید تا کشویی با نمودار و سیگنال‌های هر استراتژی در بخش‌های جمع‌شونده باز شود.</p>',
        ],
      },
    },
    {
      id: 'sorting',
      label: { en: 'Sorting matches', fa: 'مرتب‌سازی سیگنال‌ها' },
      content: {
        en: [
          '<p>Sort by price, 24-hour change or market cap (high to low or low to high), by the most recent or the oldest matches, or by the fewest or most passed candles. The default is the most recent matches first.</p>',
        ],
        fa: [
          '<p>می‌توانید بر اساس قیمت، تغییر ۲۴ ساعته یا ارزش بازار (از زیاد به کم یا از کم به زیاد)، بر اساس جدیدترین یا قدیمی‌ترین سیگنال‌ها، یا بر اساس کمترین یا بیشترین کندل سپری‌شده مرتب کنید. حالت پیش‌فرض، نمایش جدیدترین سیگنال‌ها در ابتدای فهرست است.</p>',
        ],
      },
    },
  ],
};
