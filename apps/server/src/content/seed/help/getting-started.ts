import { catalog } from '@tradescope/engine';
import type { SeedHelpSection } from '../seed-types';
import { familiesIn, familyList } from './families';

/** The families the catalog has today: the page names no family before its strategies exist. */
const families = familiesIn(catalog);

export const gettingStarted: SeedHelpSection = {
  id: 'getting-started',
  label: { en: 'Getting started', fa: 'شروع کار' },
  content: { en: [], fa: [] },
  children: [
    {
      id: 'what-is-tradescope',
      label: { en: 'What Tradescope does', fa: 'تریدسکوپ چه می‌کند' },
      content: {
        en: [
          `<p>Tradescope scans crypto, currencies, commodities, indices and stocks with a catalogue of technical strategies: ${familyList(families, 'en')}. Whenever a strategy fires on an asset and a timeframe, the scanner records a <strong>match</strong>: a buy, sell or neutral signal with its price, its time and the details you need to judge it.</p>`,
          '<p>You filter matches with your own packs, watch the balance of buy and sell matches on the radar, receive alerts by e-mail or Telegram, open every match on a chart and size your position with the risk calculator.</p>',
          '<p>Tradescope is an analysis tool, not investment advice: a match says that a pattern appeared, not that the price will follow it.</p>',
        ],
        fa: [
          `<p>تریدسکوپ بازارهای رمزارز، ارزها (فارکس)، کالاها، شاخص‌ها و سهام را با مجموعه‌ای از استراتژی‌های تحلیل تکنیکال بررسی می‌کند؛ ${familyList(families, 'fa')}. هر بار که استراتژی‌ای روی یک دارایی و یک تایم‌فریم فعال شود، اسکنر یک <strong>سیگنال</strong> ثبت می‌کند: خرید، فروش یا خنثی، همراه با قیمت، زمان و جزئیاتی که برای سنجیدن آن لازم دارید.</p>`,
          '<p>سیگنال‌ها را با پک‌های خودتان فیلتر می‌کنید، توازن سیگنال‌های خرید و فروش را در رادار می‌بینید، هشدارها را از راه ایمیل یا تلگرام دریافت می‌کنید، هر سیگنال را روی نمودار باز می‌کنید و حجم معامله را با ماشین‌حساب ریسک تعیین می‌کنید.</p>',
          '<p>تریدسکوپ ابزار تحلیل است و توصیه‌ی سرمایه‌گذاری نیست: هر سیگنال فقط می‌گوید الگویی شکل گرفته است، نه این‌که قیمت حتماً از آن پیروی خواهد کرد.</p>',
        ],
      },
    },
    {
      id: 'first-steps',
      label: { en: 'Your first five minutes', fa: 'پنج دقیقه‌ی اول' },
      content: {
        en: [
          '<ol><li>Pick a market from the header (on a phone, from the market switcher at the top).</li><li>The <strong>Assets</strong> page opens: every asset of that market with its price, its change and the number of matches it has right now.</li><li>Open <strong>Periscope</strong> to see the newest matches of the strategies in your simple strategy packs.</li><li>Use the chart link of a match to see the pattern drawn on the chart.</li><li>Verify your e-mail and your phone number in your profile, so that alerts can reach you.</li></ol>',
          '<p>A free account sees a sample of every market (for crypto: Binance spot, the 4-hour timeframe and BTC pairs). Plans unlock the rest; see <a href="/help/plans-and-access">Plans and access</a>.</p>',
        ],
        fa: [
          '<ol><li>از سربرگ بالای صفحه یک بازار انتخاب کنید (در گوشی، از انتخابگر بازار در بالای صفحه).</li><li>صفحه‌ی <strong>دارایی‌ها</strong> باز می‌شود: همه‌ی دارایی‌های آن بازار با قیمت، درصد تغییر و تعداد سیگنال‌هایی که همین حالا دارند.</li><li><strong>پریسکوپ</strong> را باز کنید تا تازه‌ترین سیگنال‌های استراتژی‌های پک‌های ساده‌ی خود را ببینید.</li><li>با لینک نمودارِ هر سیگنال، الگو را روی نمودار ببینید.</li><li>ایمیل و شماره‌ی تلفن خود را در پروفایل تأیید کنید تا هشدارها به دستتان برسد.</li></ol>',
          '<p>حساب رایگان نمونه‌ای از هر بازار را نشان می‌دهد (در رمزارز: بایننس اسپات، تایم‌فریم ۴ ساعته و جفت‌ارزهای BTC). پلن‌ها بقیه را باز می‌کنند؛ بخش <a href="/help/plans-and-access">پلن‌ها و دسترسی</a> را ببینید.</p>',
        ],
      },
    },
    {
      id: 'desktop-layout',
      platform: 'desktop',
      label: { en: 'The desktop screen', fa: 'صفحه در دسکتاپ' },
      content: {
        en: [
          '<p>The header holds the market menus (crypto, and the global markets: currencies, commodities, indices and stocks), your plan and remaining days, the tips panel, gifts, the theme switch, the language picker and logout. Under it, the matches bar shows the newest buy and sell matches while you browse (ICT, Pro and Hero plans).</p>',
          '<p>Every market has the same pages in its menu: assets, periscope, dynamic, alerts, radar and settings. Crypto adds jumps, pumps and the risk calculator.</p>',
        ],
        fa: [
          '<p>در سربرگ، منوی بازارها (رمزارز و بازارهای جهانی: ارزها، کالاها، شاخص‌ها و سهام)، پلن و روزهای باقی‌مانده‌ی شما، پنل نکته‌ها، هدیه‌ها، تغییر پوسته، انتخاب زبان و خروج قرار دارد. زیر آن، نوار سیگنال‌ها تازه‌ترین سیگنال‌های خرید و فروش را هنگام کار با سایت نشان می‌دهد (در پلن‌های ICT، Pro و Hero).</p>',
          '<p>منوی هر بازار صفحه‌های یکسانی دارد: دارایی‌ها، پریسکوپ، داینامیک، هشدارها، رادار و تنظیمات. رمزارز علاوه بر این‌ها جهش‌ها، پامپ‌ها و ماشین‌حساب ریسک را هم دارد.</p>',
        ],
      },
    },
    {
      id: 'mobile-layout',
      platform: 'mobile',
      label: { en: 'The phone screen', fa: 'صفحه در گوشی' },
      content: {
        en: [
          '<p>On a phone the main pages sit in the bar at the bottom: assets, periscope, dynamic (pumps on crypto) and the menu. The switcher at the top changes market; the menu drawer holds your profile, language, dark mode, gifts, tips, links and logout.</p>',
          '<p>Tables become lists: tap a row to open a drawer with its chart and details, and swipe the drawer down to close it.</p>',
        ],
        fa: [
          '<p>در گوشی، صفحه‌های اصلی در نوار پایین صفحه قرار دارند: دارایی‌ها، پریسکوپ، داینامیک (در رمزارز: پامپ‌ها) و منو. با انتخابگر بالای صفحه بازار را عوض می‌کنید و کشوی منو پروفایل، زبان، حالت تاریک، هدیه‌ها، نکته‌ها، لینک‌ها و خروج را در خود دارد.</p>',
          '<p>جدول‌ها به فهرست تبدیل می‌شوند: روی هر ردیف بزنید تا کشویی با نمودار و جزئیات آن باز شود، و برای بستن، کشو را به پایین بکشید.</p>',
        ],
      },
    },
    {
      id: 'install-app',
      platform: 'mobile',
      label: { en: 'Install the app', fa: 'نصب اپلیکیشن' },
      content: {
        en: [
          '<p>Tradescope installs like an app and keeps working when the connection drops for a moment.</p>',
          '<ul><li><strong>Android (Chrome):</strong> open the browser menu and choose <em>Install app</em> or <em>Add to Home screen</em>.</li><li><strong>iPhone and iPad (Safari):</strong> tap the Share button, then <em>Add to Home Screen</em>.</li></ul>',
          '<p>When a new version is ready, a banner offers the update and the page reloads once with it.</p>',
        ],
        fa: [
          '<p>تریدسکوپ مثل یک اپلیکیشن نصب می‌شود و اگر اتصال برای لحظه‌ای قطع شود، از کار نمی‌افتد.</p>',
          '<ul><li><strong>اندروید (کروم):</strong> منوی مرورگر را باز کنید و <em>Install app</em> یا <em>Add to Home screen</em> را انتخاب کنید.</li><li><strong>آیفون و آیپد (سافاری):</strong> دکمه‌ی اشتراک‌گذاری (Share) را بزنید و سپس <em>Add to Home Screen</em> را انتخاب کنید.</li></ul>',
          '<p>وقتی نسخه‌ی تازه‌ای آماده باشد، نواری برای به‌روزرسانی نمایش داده می‌شود و صفحه یک بار با نسخه‌ی جدید بارگذاری می‌شود.</p>',
        ],
      },
    },
    {
      id: 'language-and-theme',
      label: { en: 'Language and theme', fa: 'زبان و پوسته' },
      content: {
        en: [
          '<p>Tradescope speaks English and Persian; Persian pages read right to left. Change the language with the language picker (on a phone, in the menu drawer).</p>',
          '<p>The theme can be light, dark or follow your system. The choice is kept on this device.</p>',
        ],
        fa: [
          '<p>تریدسکوپ به دو زبان انگلیسی و فارسی در دسترس است و صفحه‌های فارسی راست‌به‌چپ نمایش داده می‌شوند. زبان را با انتخابگر زبان عوض کنید (در گوشی، از کشوی منو).</p>',
          '<p>پوسته می‌تواند روشن، تاریک یا هماهنگ با سیستم باشد. انتخاب شما روی همین دستگاه ذخیره می‌شود.</p>',
        ],
      },
    },
  ],
};
