import type { SeedHelpSection } from '../seed-types';

export const packs: SeedHelpSection = {
  id: 'packs',
  label: { en: 'Packs', fa: 'پک‌ها' },
  content: {
    en: [
      '<p>Packs are your saved selections. Open them from <strong>Settings</strong> in each market: four tiles lead to periscope strategy packs, dynamic strategy packs, asset packs and alerts. How many packs you may keep of each kind depends on your plan.</p>',
    ],
    fa: [
      '<p>پک‌ها انتخاب‌های ذخیره‌شده‌ی شما هستند. آن‌ها را از <strong>تنظیمات</strong> هر بازار باز کنید: چهار کاشی به پک‌های استراتژی پریسکوپ، پک‌های استراتژی داینامیک، پک‌های دارایی و هشدارها می‌رسند. تعداد پک‌هایی که از هر نوع می‌توانید داشته باشید به پلن شما بستگی دارد.</p>',
    ],
  },
  children: [
    {
      id: 'asset-packs',
      label: { en: 'Asset packs', fa: 'پک‌های دارایی' },
      content: {
        en: [
          '<p>An asset pack is a named list of assets, for example the coins you trade. Give it a name, then pick at least one asset; search by symbol or name, or show only the selected ones. Asset packs are open to every plan.</p>',
        ],
        fa: [
          '<p>پک دارایی فهرستی نام‌دار از دارایی‌هاست، مثلاً رمزارزهایی که معامله می‌کنید. ابتدا نامی برایش بگذارید، سپس دست‌کم یک دارایی انتخاب کنید؛ می‌توانید با نماد یا نام جست‌وجو کنید یا فقط موارد انتخاب‌شده را ببینید. پک دارایی در همه‌ی پلن‌ها در دسترس است.</p>',
        ],
      },
    },
    {
      id: 'simple-strategy-packs',
      label: { en: 'Simple strategy packs', fa: 'پک‌های استراتژی ساده' },
      content: {
        en: [
          '<p>A simple strategy pack groups up to 15 strategies; Periscope shows their matches. Filter the strategy list by type, group or position, and search by name. The classic pack is free; the XMoon pack comes with the XMoon plan; other strategies need ICT, Pro or Hero.</p>',
        ],
        fa: [
          '<p>پک استراتژی ساده حداکثر ۱۵ استراتژی را کنار هم می‌گذارد و پریسکوپ سیگنال‌های آن‌ها را نشان می‌دهد. فهرست استراتژی‌ها را بر اساس نوع، گروه یا جهت فیلتر کنید و با نام جست‌وجو کنید. پک کلاسیک رایگان است، پک XMoon با پلن XMoon می‌آید و سایر استراتژی‌ها به پلن ICT، Pro یا Hero نیاز دارند.</p>',
        ],
      },
    },
    {
      id: 'advanced-strategy-packs',
      label: { en: 'Advanced strategy packs', fa: 'پک‌های استراتژی پیشرفته' },
      content: {
        en: [
          '<p>An advanced pack is a list of conditions that must all hold together. Each entry has one strategy, one or more timeframes, a range of passed candles, a range of distance (0 to 100 percent) and optionally a pivot type. Example: a bullish divergence on 1 hour <em>and</em> a harmonic pattern on 4 hours, at most 3 candles old.</p>',
          '<p>Every entry needs a strategy and at least one timeframe; an empty last entry is dropped when you save.</p>',
        ],
        fa: [
          '<p>پک پیشرفته فهرستی از شرط‌هاست که همه باید هم‌زمان برقرار باشند. هر ردیف یک استراتژی، یک یا چند تایم‌فریم، بازه‌ای برای کندل سپری‌شده، بازه‌ای برای فاصله (۰ تا ۱۰۰ درصد) و در صورت تمایل یک نوع پیوت دارد. نمونه: واگرایی صعودی در تایم‌فریم ۱ ساعته <em>و</em> یک الگوی هارمونیک در تایم‌فریم ۴ ساعته که حداکثر ۳ کندل از آن گذشته باشد.</p>',
          '<p>هر ردیف باید یک استراتژی و دست‌کم یک تایم‌فریم داشته باشد؛ ردیف خالیِ آخر هنگام ذخیره حذف می‌شود.</p>',
        ],
      },
    },
    {
      id: 'alert-packs',
      label: { en: 'Alert packs', fa: 'پک‌های هشدار' },
      content: {
        en: [
          '<p>An alert pack is built in six steps: a name, the exchanges, the coins or assets (a list, all of them, or your asset packs), the quotes, the strategies and how to send the alert (e-mail, Telegram bot or both). Each step needs at least one choice.</p>',
          '<p>When a new match fits the pack, it is sent to you and listed on the alerts page. See <a href="/help/alerts">Alerts by e-mail and Telegram</a>.</p>',
        ],
        fa: [
          '<p>پک هشدار در شش گام ساخته می‌شود: نام، صرافی‌ها، رمزارزها یا دارایی‌ها (یک فهرست، همه، یا پک‌های دارایی شما)، ارزهای مظنه، استراتژی‌ها و روش ارسال هشدار (ایمیل، ربات تلگرام یا هر دو). در هر گام دست‌کم یک گزینه لازم است.</p>',
          '<p>هر سیگنال تازه‌ای که با پک جور باشد، برای شما فرستاده و در صفحه‌ی هشدارها فهرست می‌شود. بخش <a href="/help/alerts">هشدار با ایمیل و تلگرام</a> را ببینید.</p>',
        ],
      },
    },
    {
      id: 'managing-packs',
      label: { en: 'Managing your packs', fa: 'مدیریت پک‌ها' },
      content: {
        en: [
          '<p>The pack list shows your packs with their creation date and status. Turn a pack on or off with its switch, drag rows to change their order, and edit or delete the packs you made. Ready-made Tradescope packs can be used but not edited.</p>',
          '<p>Pack names must be unique among your packs; a new pack is offered the name <em>My Pack</em> with the lowest free number.</p>',
        ],
        fa: [
          '<p>فهرست پک‌ها، پک‌های شما را با تاریخ ساخت و وضعیتشان نشان می‌دهد. هر پک را با کلید کنارش روشن یا خاموش کنید، ردیف‌ها را برای تغییر ترتیب بکشید و پک‌هایی را که خودتان ساخته‌اید ویرایش یا حذف کنید. پک‌های آماده‌ی تریدسکوپ قابل استفاده‌اند اما ویرایش نمی‌شوند.</p>',
          '<p>نام هر پک باید میان پک‌های شما یکتا باشد؛ برای پک تازه، نام <em>My Pack</em> با کوچک‌ترین شماره‌ی آزاد پیشنهاد می‌شود.</p>',
        ],
      },
    },
  ],
};
