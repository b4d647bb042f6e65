import type { SeedHelpSection } from '../seed-types';

export const jumpsAndPumps: SeedHelpSection = {
  id: 'jumps-and-pumps',
  label: { en: 'Jumps and pumps', fa: 'جهش‌ها و پامپ‌ها' },
  content: { en: [], fa: [] },
  children: [
    {
      id: 'jumps',
      label: { en: 'Jumps', fa: 'جهش‌ها' },
      content: {
        en: [
          '<p>A jump is a sudden move of a crypto price within a few minutes, found on 3-minute candles. The jumps table shows the pair, the number of jumps, the price when it was found, the time passed, the exchange and a chart link; open a row to see each of its jumps.</p>',
          '<p>Turn on <strong>jump notifications</strong> to get a notice in the app when a new jump appears; the app checks for new ones every two minutes. Jumps need an ICT, Pro or Hero plan.</p>',
        ],
        fa: [
          '<p>جهش، حرکت ناگهانی قیمت یک رمزارز در چند دقیقه است که روی کندل‌های ۳ دقیقه‌ای شناسایی می‌شود. جدول جهش‌ها جفت‌ارز، تعداد جهش‌ها، قیمت در لحظه‌ی شناسایی، زمان سپری‌شده، صرافی و لینک نمودار را نشان می‌دهد؛ هر ردیف را باز کنید تا تک‌تک جهش‌هایش را ببینید.</p>',
          '<p><strong>اعلان جهش‌ها</strong> را روشن کنید تا با ظاهر شدن جهش تازه، در خود برنامه باخبر شوید؛ برنامه هر دو دقیقه یک بار جهش‌های تازه را بررسی می‌کند. جهش‌ها به پلن ICT، Pro یا Hero نیاز دارند.</p>',
        ],
      },
    },
    {
      id: 'pumps',
      label: { en: 'Pumps', fa: 'پامپ‌ها' },
      content: {
        en: [
          '<p>Pumps lists the crypto assets with the strongest rises over long timeframes: 12 hours, 1 day and 1 week. Filter by exchange, quote and base asset. Pumps are open to every account.</p>',
        ],
        fa: [
          '<p>پامپ‌ها رمزارزهایی را نشان می‌دهد که در تایم‌فریم‌های بلند (۱۲ ساعته، روزانه و هفتگی) بیشترین رشد را داشته‌اند. بر اساس صرافی، ارز مظنه و ارز پایه فیلتر کنید. پامپ‌ها برای همه‌ی حساب‌ها باز است.</p>',
        ],
      },
    },
  ],
};
