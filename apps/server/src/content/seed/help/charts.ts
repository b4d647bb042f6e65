import type { SeedHelpSection } from '../seed-types';

export const charts: SeedHelpSection = {
  id: 'charts',
  label: { en: 'Charts', fa: 'نمودارها' },
  content: { en: [], fa: [] },
  children: [
    {
      id: 'chart-page',
      label: { en: 'The chart page', fa: 'صفحه‌ی نمودار' },
      content: {
        en: [
          '<p>The chart opens full screen with the candles of the pair and the shapes of the chosen strategies drawn on them: the points of a harmonic pattern, a trendline, a divergence, the zone where the strategy expects a reaction. Opened from a match, it starts on that match’s source, pair, timeframe and strategy.</p>',
          '<p>Change the timeframe from the chart’s toolbar; the shapes follow. The address of the page keeps the source, pair, timeframe and strategies, so you can bookmark or share a chart.</p>',
        ],
        fa: [
          '<p>نمودار به‌صورت تمام‌صفحه با کندل‌های جفت‌ارز باز می‌شود و شکل‌های استراتژی‌های انتخاب‌شده روی آن رسم می‌شوند: نقطه‌های یک الگوی هارمونیک، خط روند، واگرایی و ناحیه‌ای که استراتژی در آن انتظار واکنش دارد. اگر نمودار را از یک سیگنال باز کنید، با همان منبع، جفت‌ارز، تایم‌فریم و استراتژی شروع می‌شود.</p>',
          '<p>تایم‌فریم را از نوار ابزار نمودار عوض کنید؛ شکل‌ها هم همراه آن تغییر می‌کنند. نشانی صفحه منبع، جفت‌ارز، تایم‌فریم و استراتژی‌ها را نگه می‌دارد، پس می‌توانید نمودار را نشانه‌گذاری کنید یا به اشتراک بگذارید.</p>',
        ],
      },
    },
    {
      id: 'saved-charts',
      label: { en: 'Saved charts', fa: 'نمودارهای ذخیره‌شده' },
      content: {
        en: [
          '<p>Your drawings on a chart are saved with it, one saved chart per source, pair and set of strategies. Open the list of saved charts to return to one, or delete the ones you no longer need.</p>',
        ],
        fa: [
          '<p>ترسیم‌های شما روی نمودار همراه آن ذخیره می‌شوند؛ برای هر منبع، جفت‌ارز و مجموعه‌ی استراتژی یک نمودار ذخیره‌شده. از فهرست نمودارهای ذخیره‌شده به هر کدام برگردید یا آن‌هایی را که دیگر لازم ندارید حذف کنید.</p>',
        ],
      },
    },
  ],
};
