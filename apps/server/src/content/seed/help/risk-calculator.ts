import type { SeedHelpSection } from '../seed-types';

export const riskCalculator: SeedHelpSection = {
  id: 'risk-calculator',
  label: { en: 'Risk calculator', fa: 'ماشین‌حساب ریسک' },
  content: {
    en: [
      '<p>The risk calculator (crypto, beta) tells you how large a position to open so that hitting your stop loss costs exactly the share of your money you chose to risk. Your inputs are kept on this device and come back next time.</p>',
    ],
    fa: [
      '<p>ماشین‌حساب ریسک (رمزارز، نسخه‌ی آزمایشی) می‌گوید چه حجمی از معامله را باز کنید تا اگر حد ضرر فعال شد، دقیقاً همان سهمی از سرمایه‌تان را از دست بدهید که برای ریسک انتخاب کرده‌اید. ورودی‌های شما روی همین دستگاه نگه داشته می‌شوند و دفعه‌ی بعد برمی‌گردند.</p>',
    ],
  },
  children: [
    {
      id: 'risk-inputs',
      label: { en: 'Inputs', fa: 'ورودی‌ها' },
      content: {
        en: [
          '<ul><li><strong>All your money</strong>: the capital of the account (default 100).</li><li><strong>Risk</strong>: the percent of it you accept to lose on this trade (default 1).</li><li><strong>Position</strong>: long (you buy, expecting a rise) or short (you sell, expecting a fall).</li><li><strong>Leverage</strong>: from 1 to 100 (default 10).</li><li><strong>Entry</strong>, <strong>stop loss</strong> and <strong>exit</strong> prices. By default the exit is 5 percent and the stop 2 percent away from the price, on the sides your position needs.</li></ul>',
          '<p>For a long position the stop must be below the entry, for a short above it. Changing the position type, the source or the pair resets the inputs.</p>',
        ],
        fa: [
          '<ul><li><strong>کل سرمایه</strong>: موجودی حساب (پیش‌فرض ۱۰۰).</li><li><strong>ریسک</strong>: درصدی از سرمایه که حاضرید در این معامله از دست بدهید (پیش‌فرض ۱).</li><li><strong>جهت معامله</strong>: لانگ (خرید به امید افزایش قیمت) یا شورت (فروش به امید کاهش قیمت).</li><li><strong>اهرم</strong>: از ۱ تا ۱۰۰ (پیش‌فرض ۱۰).</li><li>قیمت <strong>ورود</strong>، <strong>حد ضرر</strong> و <strong>خروج</strong>. به‌طور پیش‌فرض قیمت خروج ۵ درصد و حد ضرر ۲ درصد با قیمت فعلی فاصله دارند، در همان سمتی که جهت معامله‌ی شما لازم دارد.</li></ul>',
          '<p>در معامله‌ی لانگ حد ضرر باید پایین‌تر از قیمت ورود باشد و در شورت بالاتر از آن. با تغییر جهت معامله، منبع یا جفت‌ارز، ورودی‌ها از نو تنظیم می‌شوند.</p>',
        ],
      },
    },
    {
      id: 'risk-formulas',
      label: { en: 'How it is calculated', fa: 'روش محاسبه' },
      content: {
        en: [
          '<ol><li><strong>Risked money</strong> is your money times the risk percent.</li><li><strong>Stop distance</strong> is the gap between entry and stop loss, divided by the entry price.</li><li><strong>Position size</strong> is the risked money divided by the stop distance: the value of the trade.</li><li><strong>Margin</strong> is the position size divided by the leverage: what the exchange holds from your account.</li><li><strong>Risk to reward</strong> is the gap between exit and entry divided by the gap between entry and stop.</li><li><strong>Price change</strong> is the move from entry to exit as a percent of the entry, counted positive when it goes your way.</li><li><strong>Profit or loss</strong> is the position size times the price change.</li><li><strong>Return on equity</strong> is the profit or loss divided by the margin.</li></ol>',
          '<p><strong>Example:</strong> with 100 of money and 1 percent risk you risk 1. A long entry at 100 with the stop at 98 has a stop distance of 2 percent, so the position size is 1 ÷ 0.02 = 50. With leverage 10 the margin is 5. An exit at 105 is a 5 percent move: a profit of 2.5, a return on equity of 50 percent and a risk to reward of 2.5.</p>',
        ],
        fa: [
          '<ol><li><strong>مبلغ در معرض ریسک</strong> برابر است با سرمایه ضرب در درصد ریسک.</li><li><strong>فاصله‌ی حد ضرر</strong> برابر است با اختلاف قیمت ورود و حد ضرر، تقسیم بر قیمت ورود.</li><li><strong>حجم معامله</strong> برابر است با مبلغ در معرض ریسک تقسیم بر فاصله‌ی حد ضرر؛ یعنی ارزش کل معامله.</li><li><strong>مارجین</strong> برابر است با حجم معامله تقسیم بر اهرم؛ یعنی مبلغی که صرافی از حساب شما نگه می‌دارد.</li><li><strong>نسبت ریسک به ریوارد</strong> برابر است با اختلاف قیمت خروج و ورود، تقسیم بر اختلاف قیمت ورود و حد ضرر.</li><li><strong>درصد تغییر قیمت</strong> حرکت قیمت از ورود تا خروج است به‌صورت درصدی از قیمت ورود، که اگر در جهت معامله‌ی شما باشد مثبت حساب می‌شود.</li><li><strong>سود یا زیان</strong> برابر است با حجم معامله ضرب در درصد تغییر قیمت.</li><li><strong>بازده سرمایه</strong> برابر است با سود یا زیان تقسیم بر مارجین.</li></ol>',
          '<p><strong>مثال:</strong> با سرمایه‌ی ۱۰۰ و ریسک ۱ درصد، مبلغ در معرض ریسک ۱ است. در معامله‌ی لانگ با ورود در ۱۰۰ و حد ضرر در ۹۸، فاصله‌ی حد ضرر ۲ درصد است؛ پس حجم معامله ۱ ÷ ۰٫۰۲ = ۵۰ می‌شود. با اهرم ۱۰، مارجین ۵ است. خروج در ۱۰۵ یعنی حرکت ۵ درصدی: سود ۲٫۵، بازده سرمایه‌ی ۵۰ درصد و نسبت ریسک به ریوارد ۲٫۵.</p>',
        ],
      },
    },
    {
      id: 'liquidation',
      label: { en: 'Liquidation and checks', fa: 'لیکویید شدن و کنترل‌ها' },
      content: {
        en: [
          '<p>The <strong>liquidation price</strong> is where the exchange would close a leveraged position by force. For a long position it is the entry times (1 minus 1 ÷ leverage) times 1.011; for a short, the entry times (1 plus 1 ÷ leverage) times 0.989. The two factors leave room for the exchange’s fees and maintenance margin.</p>',
          '<p>The calculator warns you when the liquidation price would be reached before your stop loss, or when the margin is more than all your money: lower the leverage or the risk, or move the stop closer.</p>',
        ],
        fa: [
          '<p><strong>قیمت لیکویید شدن</strong> قیمتی است که صرافی در آن معامله‌ی اهرمی را به‌اجبار می‌بندد. در لانگ برابر است با قیمت ورود ضرب در (۱ منهای ۱ ÷ اهرم) ضرب در ۱٫۰۱۱ و در شورت برابر است با قیمت ورود ضرب در (۱ به‌علاوه‌ی ۱ ÷ اهرم) ضرب در ۰٫۹۸۹. این دو ضریب جایی برای کارمزد و مارجین نگهداری صرافی باقی می‌گذارند.</p>',
          '<p>اگر قیمت لیکویید شدن پیش از حد ضرر شما برسد، یا مارجین از کل سرمایه‌تان بیشتر شود، ماشین‌حساب هشدار می‌دهد: اهرم یا ریسک را کم کنید، یا حد ضرر را نزدیک‌تر بگذارید.</p>',
        ],
      },
    },
  ],
};
