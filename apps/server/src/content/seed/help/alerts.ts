import type { SeedHelpSection } from '../seed-types';

export const alerts: SeedHelpSection = {
  id: 'alerts',
  label: { en: 'Alerts by e-mail and Telegram', fa: 'هشدار با ایمیل و تلگرام' },
  content: { en: [], fa: [] },
  children: [
    {
      id: 'email-alerts',
      label: { en: 'E-mail alerts', fa: 'هشدار ایمیلی' },
      content: {
        en: [
          '<p>Alerts by e-mail go to the address of your account. Verify it first in <a href="/profile/user">your profile</a>: enter the six-digit code we send you; if it does not arrive, you can ask for a new one after two minutes.</p>',
        ],
        fa: [
          '<p>هشدارهای ایمیلی به نشانی ایمیل حساب شما فرستاده می‌شوند. ابتدا آن را در <a href="/profile/user">پروفایل خود</a> تأیید کنید: کد شش‌رقمی‌ای را که برایتان می‌فرستیم وارد کنید؛ اگر نرسید، پس از دو دقیقه می‌توانید کد تازه بخواهید.</p>',
        ],
      },
    },
    {
      id: 'telegram-bot',
      label: { en: 'Telegram bot', fa: 'ربات تلگرام' },
      content: {
        en: [
          '<p>The Telegram bot sends each alert to your Telegram account within seconds. It needs two things:</p>',
          '<ol><li>A verified phone number in your profile.</li><li>The bot connected: open the bot link shown in the alert editor and press <em>Start</em> in Telegram.</li></ol>',
          '<p>The alert editor checks both every few seconds; as soon as they are done it closes its reminder and adds the bot to the pack.</p>',
        ],
        fa: [
          '<p>ربات تلگرام هر هشدار را در چند ثانیه به حساب تلگرام شما می‌فرستد. برای این کار دو چیز لازم است:</p>',
          '<ol><li>شماره‌ی تلفن تأییدشده در پروفایل.</li><li>اتصال ربات: لینک ربات را که در ویرایشگر هشدار نمایش داده می‌شود باز کنید و در تلگرام دکمه‌ی <em>Start</em> را بزنید.</li></ol>',
          '<p>ویرایشگر هشدار هر چند ثانیه هر دو شرط را بررسی می‌کند و به محض برقراری، یادآوری را می‌بندد و ربات را به روش‌های ارسال پک اضافه می‌کند.</p>',
        ],
      },
    },
    {
      id: 'alert-limits',
      label: { en: 'How many alerts', fa: 'تعداد هشدارها' },
      content: {
        en: [
          '<p>Alerts need an ICT, Pro, Hero or XMoon plan, and each plan allows a number of alert packs. At the limit the new-pack button is locked: delete a pack you no longer need, or upgrade.</p>',
        ],
        fa: [
          '<p>هشدارها به پلن ICT، Pro، Hero یا XMoon نیاز دارند و هر پلن تعداد مشخصی پک هشدار را مجاز می‌داند. وقتی به سقف برسید، دکمه‌ی ساخت پک تازه قفل می‌شود؛ پکی را که دیگر لازم ندارید حذف کنید یا پلن خود را ارتقا دهید.</p>',
        ],
      },
    },
  ],
};
