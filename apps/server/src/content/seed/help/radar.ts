import type { SeedHelpSection } from '../seed-types';

export const radar: SeedHelpSection = {
  id: 'radar',
  label: { en: 'Radar', fa: 'رادار' },
  content: { en: [], fa: [] },
  children: [
    {
      id: 'radar-gauge',
      label: { en: 'Reading the gauge', fa: 'خواندن عقربه' },
      content: {
        en: [
          '<p>The radar counts every buy and every sell match of the chosen strategies on the chosen asset and timeframes, and shows the balance on a gauge of five segments: from strong sell on one side, through neutral in the middle, to strong buy on the other.</p>',
          '<p>Click <strong>buy</strong> or <strong>sell</strong> beside the gauge to show only those matches in the table below. The radar refreshes itself every 60 seconds, and the refresh button shows the time of the last update.</p>',
        ],
        fa: [
          '<p>رادار همه‌ی سیگنال‌های خرید و فروش استراتژی‌های انتخاب‌شده را روی دارایی و تایم‌فریم‌های انتخاب‌شده می‌شمارد و توازن آن‌ها را روی عقربه‌ای پنج‌قسمتی نشان می‌دهد: از فروش قوی در یک سو، از میان حالت خنثی، تا خرید قوی در سوی دیگر.</p>',
          '<p>روی <strong>خرید</strong> یا <strong>فروش</strong> کنار عقربه کلیک کنید تا جدول پایین فقط همان سیگنال‌ها را نشان دهد. رادار هر ۶۰ ثانیه خودش به‌روز می‌شود و دکمه‌ی به‌روزرسانی زمان آخرین به‌روزرسانی را نشان می‌دهد.</p>',
        ],
      },
    },
    {
      id: 'radar-filters',
      label: { en: 'Radar filters', fa: 'فیلترهای رادار' },
      content: {
        en: [
          '<p>Choose one source, one base asset (or all of them), one or more quotes and one or more timeframes. The radar link in an assets row opens the radar already set to that pair.</p>',
          '<p>A locked strategy in the list shows the plan it needs; clicking it opens the upgrade window.</p>',
        ],
        fa: [
          '<p>یک منبع، یک ارز پایه (یا همه‌ی آن‌ها)، یک یا چند ارز مظنه و یک یا چند تایم‌فریم انتخاب کنید. لینک رادار در هر ردیف صفحه‌ی دارایی‌ها، رادار را با همان جفت‌ارز باز می‌کند.</p>',
          '<p>استراتژی قفل‌شده در فهرست، پلنی را که لازم دارد نشان می‌دهد و کلیک روی آن پنجره‌ی ارتقا را باز می‌کند.</p>',
        ],
      },
    },
  ],
};
