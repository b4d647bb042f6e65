import type { SeedHelpSection } from '../seed-types';

export const profileAndSecurity: SeedHelpSection = {
  id: 'profile-and-security',
  label: { en: 'Profile and security', fa: 'پروفایل و امنیت' },
  content: { en: [], fa: [] },
  children: [
    {
      id: 'account-details',
      label: { en: 'Your account details', fa: 'مشخصات حساب' },
      content: {
        en: [
          '<p>In <a href="/profile/user">your profile</a> you can change your display name, your national code, your avatar (PNG or JPEG, under 5 MB) and your password. E-mail and phone number change through a verification code: enter the new value, then the six-digit code sent to it.</p>',
          '<p>The national code is needed for some plans, such as enabling XMoon; it is checked for the right length and check digit.</p>',
        ],
        fa: [
          '<p>در <a href="/profile/user">پروفایل خود</a> می‌توانید نام نمایشی، کد ملی، تصویر پروفایل (PNG یا JPEG، کمتر از ۵ مگابایت) و رمز عبور را تغییر دهید. ایمیل و شماره‌ی تلفن با کد تأیید عوض می‌شوند: مقدار تازه را وارد کنید و سپس کد شش‌رقمی‌ای را که به آن فرستاده می‌شود بنویسید.</p>',
          '<p>کد ملی برای برخی پلن‌ها، مانند فعال‌سازی XMoon، لازم است و از نظر تعداد رقم و رقم کنترل بررسی می‌شود.</p>',
        ],
      },
    },
    {
      id: 'password',
      label: { en: 'Password', fa: 'رمز عبور' },
      content: {
        en: [
          '<p>To change your password, enter the current one, then the new one twice. Choose a long password that you use nowhere else. If you forgot it, use <em>Forgot password</em> on the sign-in page: the link we e-mail you works for one hour, and using it signs out every device.</p>',
        ],
        fa: [
          '<p>برای تغییر رمز عبور، ابتدا رمز فعلی و سپس رمز تازه را دو بار وارد کنید. رمزی طولانی انتخاب کنید که جای دیگری از آن استفاده نمی‌کنید. اگر رمز را فراموش کرده‌اید، در صفحه‌ی ورود گزینه‌ی <em>فراموشی رمز عبور</em> را بزنید: لینکی که به ایمیلتان می‌فرستیم تا یک ساعت معتبر است و استفاده از آن همه‌ی دستگاه‌ها را از حساب خارج می‌کند.</p>',
        ],
      },
    },
    {
      id: 'active-sessions',
      label: { en: 'Active sessions', fa: 'نشست‌های فعال' },
      content: {
        en: [
          '<p>The <a href="/profile/activity-sessions">sessions tab</a> lists every sign-in to your account with its date, device, browser and address. If you see one you do not recognise, terminate it and change your password.</p>',
        ],
        fa: [
          '<p><a href="/profile/activity-sessions">بخش نشست‌ها</a> همه‌ی ورودها به حساب شما را با تاریخ، دستگاه، مرورگر و نشانی IP فهرست می‌کند. اگر نشستی را نمی‌شناسید، آن را پایان دهید و رمز عبور خود را عوض کنید.</p>',
        ],
      },
    },
    {
      id: 'freeze-account',
      label: { en: 'Freezing your plan', fa: 'فریز کردن پلن' },
      content: {
        en: [
          '<p>Going away for a while? Freezing stops the days of your crypto plan from counting down; unfreeze to continue where you left off. While frozen, the paid crypto features are closed.</p>',
        ],
        fa: [
          '<p>مدتی در دسترس نیستید؟ با فریز کردن، شمارش معکوس روزهای پلن رمزارز شما متوقف می‌شود و با خارج کردن از فریز، از همان‌جا ادامه می‌دهید. در مدت فریز، امکانات پولی رمزارز بسته‌اند.</p>',
        ],
      },
    },
    {
      id: 'ict-video',
      label: { en: 'ICT programme video', fa: 'ویدیوی دوره‌ی ICT' },
      content: {
        en: [
          '<p>Members of the ICT programme upload a video before each due date shown in the upload tab. One file at a time, in MP4, MPEG, OGG or WebM format and up to 20 MB. An administrator reviews it; until then it is pending and you cannot send another. The history shows each video with its status and the reviewer’s comment.</p>',
        ],
        fa: [
          '<p>اعضای دوره‌ی ICT پیش از هر موعدی که در بخش آپلود نمایش داده می‌شود، یک ویدیو بارگذاری می‌کنند. هر بار یک فایل با قالب MP4، MPEG، OGG یا WebM و حداکثر ۲۰ مگابایت. ویدیو را یکی از مدیران بررسی می‌کند و تا آن زمان در وضعیت «در انتظار» است و نمی‌توانید ویدیوی دیگری بفرستید. تاریخچه هر ویدیو را با وضعیت و نظر بررسی‌کننده نشان می‌دهد.</p>',
        ],
      },
    },
  ],
};
