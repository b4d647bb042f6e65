import type { SeedHelpSection } from '../seed-types';

export const plansAndAccess: SeedHelpSection = {
  id: 'plans-and-access',
  label: { en: 'Plans and access', fa: 'پلن‌ها و دسترسی' },
  content: { en: [], fa: [] },
  children: [
    {
      id: 'plans',
      label: { en: 'Plans', fa: 'پلن‌ها' },
      content: {
        en: [
          '<p>Plans are bought for a number of days. Crypto has its own plan; currencies, commodities, indices and stocks share the global plan. The header and your profile show the days left on each.</p>',
          '<table><thead><tr><th>Feature</th><th>Plans</th></tr></thead><tbody><tr><td>Asset packs</td><td>Everyone</td></tr><tr><td>Classic strategy pack</td><td>Everyone</td></tr><tr><td>XMoon strategy pack</td><td>XMoon</td></tr><tr><td>Other simple strategy packs</td><td>ICT, Pro, Hero</td></tr><tr><td>Advanced packs, alerts, advanced filters</td><td>ICT, Pro, Hero, XMoon</td></tr><tr><td>Jumps, matches bar, hint channel, ICT video upload</td><td>ICT, Pro, Hero</td></tr></tbody></table>',
          '<p>A locked item shows a lock and the lowest plan that opens it; clicking it opens the upgrade window with a link to the plans.</p>',
        ],
        fa: [
          '<p>پلن‌ها برای تعداد مشخصی روز خریداری می‌شوند. رمزارز پلن جداگانه‌ی خودش را دارد و ارزها، کالاها، شاخص‌ها و سهام در پلن جهانی مشترک‌اند. سربرگ و پروفایل شما روزهای باقی‌مانده‌ی هر پلن را نشان می‌دهند.</p>',
          '<table><thead><tr><th>امکان</th><th>پلن‌ها</th></tr></thead><tbody><tr><td>پک‌های دارایی</td><td>همه</td></tr><tr><td>پک استراتژی کلاسیک</td><td>همه</td></tr><tr><td>پک استراتژی XMoon</td><td>XMoon</td></tr><tr><td>سایر پک‌های استراتژی ساده</td><td>ICT، Pro، Hero</td></tr><tr><td>پک‌های پیشرفته، هشدارها، فیلترهای پیشرفته</td><td>ICT، Pro، Hero، XMoon</td></tr><tr><td>جهش‌ها، نوار سیگنال‌ها، کانال راهنما، آپلود ویدیوی ICT</td><td>ICT، Pro، Hero</td></tr></tbody></table>',
          '<p>هر بخش قفل‌شده یک قفل و پایین‌ترین پلنی را که آن را باز می‌کند نشان می‌دهد؛ کلیک روی آن پنجره‌ی ارتقا را همراه با لینک پلن‌ها باز می‌کند.</p>',
        ],
      },
    },
    {
      id: 'free-access',
      label: { en: 'What a free account sees', fa: 'حساب رایگان چه می‌بیند' },
      content: {
        en: [
          '<ul><li><strong>Crypto:</strong> Binance spot, the 4-hour timeframe, BTC pairs; pumps on every source.</li><li><strong>Currencies:</strong> OANDA, the daily timeframe, pairs with GBP.</li><li><strong>Commodities and indices:</strong> OANDA, the daily timeframe, USD-quoted assets.</li><li><strong>Stocks:</strong> LiteFinance, the daily timeframe, USD-quoted stocks.</li></ul>',
          '<p>Everything else shows blurred or locked until you upgrade. A free account with an unverified phone number sees a reminder to verify it.</p>',
        ],
        fa: [
          '<ul><li><strong>رمزارز:</strong> بایننس اسپات، تایم‌فریم ۴ ساعته، جفت‌ارزهای BTC و پامپ‌ها در همه‌ی منبع‌ها.</li><li><strong>ارزها:</strong> OANDA، تایم‌فریم روزانه و جفت‌ارزهای دارای GBP.</li><li><strong>کالاها و شاخص‌ها:</strong> OANDA، تایم‌فریم روزانه و دارایی‌هایی که به دلار قیمت‌گذاری می‌شوند.</li><li><strong>سهام:</strong> LiteFinance، تایم‌فریم روزانه و سهامی که به دلار قیمت‌گذاری می‌شوند.</li></ul>',
          '<p>بقیه‌ی بخش‌ها تا زمان ارتقا مات یا قفل نمایش داده می‌شوند. حساب رایگانی که شماره‌ی تلفنش تأیید نشده باشد، یادآوری برای تأیید آن می‌بیند.</p>',
        ],
      },
    },
    {
      id: 'gifts',
      label: { en: 'Gifts', fa: 'هدیه‌ها' },
      content: {
        en: [
          '<p>A gift adds days to a plan. New gifts show a <em>new</em> badge in <a href="/profile/gifts">your gifts</a> and stay unused until you activate them, one by one or all at once; the days start counting from activation.</p>',
        ],
        fa: [
          '<p>هدیه به پلن شما روز اضافه می‌کند. هدیه‌های تازه در <a href="/profile/gifts">بخش هدیه‌ها</a> با نشان <em>جدید</em> دیده می‌شوند و تا وقتی فعالشان نکنید استفاده نمی‌شوند؛ می‌توانید آن‌ها را یکی‌یکی یا همه را با هم فعال کنید و شمارش روزها از لحظه‌ی فعال‌سازی شروع می‌شود.</p>',
        ],
      },
    },
    {
      id: 'installments',
      label: { en: 'Installments', fa: 'اقساط' },
      content: {
        en: [
          '<p>A plan bought in installments is paid in three parts. The installments tab shows each part with its amount, its status (paid, pending or upcoming) and the days left; a part becomes pending when fewer than four days remain. Pay the next part from its link; a reminder appears when the due date is close.</p>',
        ],
        fa: [
          '<p>پلنی که به‌صورت اقساطی خریده شود، در سه قسط پرداخت می‌شود. بخش اقساط هر قسط را با مبلغ، وضعیت (پرداخت‌شده، در انتظار یا آینده) و روزهای باقی‌مانده نشان می‌دهد؛ وقتی کمتر از چهار روز به موعد یک قسط مانده باشد، وضعیت آن «در انتظار» می‌شود. قسط بعدی را از لینک آن پرداخت کنید؛ نزدیک موعد، یادآوری نمایش داده می‌شود.</p>',
        ],
      },
    },
  ],
};
