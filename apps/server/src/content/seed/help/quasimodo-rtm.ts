import type { SeedHelpEntry } from '../seed-types';

/** The Quasimodo page of the strategy families section (engine strategies/qm). */
export const quasimodoPage: SeedHelpEntry = {
  id: 'quasimodo',
  label: { en: 'Quasimodo (QM)', fa: 'کوازیمودو (QM)' },
  content: {
    en: [
      '<p>A bearish Quasimodo is four swings of one pivot level: a high (the <strong>left shoulder</strong>), a low, a higher high (the <strong>head</strong>), then a lower low, with a candle <em>closing</em> below that low after the head (a wick alone is no break). The bullish one is the mirror: a low, a high, a lower low, then a higher high with a close above that high. A match carries the pivot level of its four swings.</p>',
      '<ul><li><strong>Quasimodo</strong>: the candle confirming the last swing as a pivot; the match stays listed 30 candles.</li><li><strong>Over-and-under</strong>: the same pattern when the rise to the head also closed above the left shoulder (bearish), so both breaks are closes, not wicks.</li><li><strong>Retest</strong>: within 30 candles of the pattern, the first candle that reaches the zone and does not close beyond it: price is back at the left shoulder, where the trade is taken.</li></ul>',
      '<p>The zone is the left shoulder’s high down a quarter of the ATR (14) for a sell (its low up a quarter of the ATR for a buy). A close beyond the head voids the match; the lower low (bullish: the higher high) is the target. The chart joins the four swings and draws the zone from the left shoulder.</p>',
    ],
    fa: [
      '<p>کوازیمودوی نزولی چهار نقطه‌ی چرخش از یک سطح پیوت است: یک سقف (<strong>شانه‌ی چپ</strong>)، یک کف، یک سقف بالاتر (<strong>سر</strong>) و سپس یک کف پایین‌تر، به شرطی که پس از سر کندلی زیر آن کف <em>بسته</em> شود (سایه به‌تنهایی شکست نیست). کوازیمودوی صعودی قرینه‌ی آن است: یک کف، یک سقف، یک کف پایین‌تر و سپس یک سقف بالاتر با بسته‌شدن بالای آن سقف. سیگنال سطح پیوت چهار نقطه را دارد.</p>',
      '<ul><li><strong>کوازیمودو</strong>: کندلی که آخرین نقطه را به عنوان پیوت تأیید می‌کند؛ سیگنال ۳۰ کندل در فهرست می‌ماند.</li><li><strong>اوور اند آندر</strong>: همان الگو وقتی صعود تا سر هم بالای شانه‌ی چپ بسته شده باشد (نزولی)، یعنی هر دو شکست با بسته‌شدن است، نه با سایه.</li><li><strong>پولبک</strong>: تا ۳۰ کندل پس از الگو، نخستین کندلی که به ناحیه می‌رسد و آن سوی آن بسته نمی‌شود: قیمت به شانه‌ی چپ برگشته است، جایی که معامله انجام می‌شود.</li></ul>',
      '<p>ناحیه برای فروش از سقف شانه‌ی چپ تا یک‌چهارم ATR (14) پایین‌تر است (برای خرید از کف آن تا یک‌چهارم ATR بالاتر). بسته‌شدن آن سوی سر سیگنال را باطل می‌کند و کف پایین‌تر (در صعودی: سقف بالاتر) هدف است. نمودار چهار نقطه را به هم وصل می‌کند و ناحیه را از شانه‌ی چپ می‌کشد.</p>',
    ],
  },
};

/** The RTM page of the strategy families section (engine strategies/rtm). */
export const rtmPage: SeedHelpEntry = {
  id: 'rtm',
  label: { en: 'RTM supply and demand', fa: 'عرضه و تقاضای RTM' },
  content: {
    en: [
      '<p>RTM (read the market) reads <strong>bases</strong>: 1 to 4 candles with small bodies (at most half of their high–low range) between two strong candles, the <strong>leg-in</strong> and the <strong>leg-out</strong> (bodies of at least 60 % of their range and 0.8 ATR 14), the leg-out closing beyond the base. The base’s high–low range is the zone: a demand zone when the leg-out rallies, a supply zone when it drops. A zone is <strong>fresh</strong> until price first comes back to it; after that it is tested. Every strategy fires on that first return, at least two candles after the leg-out and within 100 candles, when the candle does not close beyond the zone.</p>',
      '<ul><li><strong>Bases</strong>: one strategy per base: drop-base-rally and rally-base-rally (demand, buy), rally-base-drop and drop-base-drop (supply, sell).</li><li><strong>Flag limit</strong>: a rally-base-rally (drop-base-drop) whose leg-in closed above the last swing high (below the last swing low) and whose base sits on that broken level.</li><li><strong>Compression</strong>: the four candles before the return are small (at most one ATR each), overlapping and step towards the zone (lower highs into demand, higher lows into supply).</li><li><strong>Engulfing zone</strong>: a zone whose leg-out closed through the last opposing zone that was still intact.</li></ul>',
      '<p>A close beyond the zone’s far edge voids the match; the farthest price reached away from the zone before the return is the target. Matches stay listed 10 candles. The chart draws the zone from the base, with the leg-in, the base and the leg-out joined.</p>',
    ],
    fa: [
      '<p>روش RTM (خواندن بازار) <strong>بیس‌ها</strong> را می‌خواند: ۱ تا ۴ کندل با بدنه‌ی کوچک (حداکثر نصف دامنه‌ی سقف تا کف خود) میان دو کندل قوی، <strong>کندل ورود</strong> و <strong>کندل خروج</strong> (بدنه‌ی دست‌کم ۶۰ درصد دامنه و ۰٫۸ ATR 14)، که کندل خروج آن سوی بیس بسته می‌شود. دامنه‌ی سقف تا کف بیس ناحیه است: اگر کندل خروج صعودی باشد ناحیه‌ی تقاضا و اگر نزولی باشد ناحیه‌ی عرضه. ناحیه تا نخستین بازگشت قیمت <strong>تازه</strong> است و پس از آن تست‌شده. هر استراتژی در همان نخستین بازگشت صادر می‌شود، دست‌کم دو کندل پس از کندل خروج و حداکثر ۱۰۰ کندل بعد، اگر کندل آن سوی ناحیه بسته نشود.</p>',
      '<ul><li><strong>بیس‌ها</strong>: برای هر بیس یک استراتژی: دراپ-بیس-رالی و رالی-بیس-رالی (تقاضا، خرید)، رالی-بیس-دراپ و دراپ-بیس-دراپ (عرضه، فروش).</li><li><strong>فلگ لیمیت</strong>: رالی-بیس-رالی (دراپ-بیس-دراپ) که کندل ورودش بالای آخرین سقف (زیر آخرین کف) بسته شده و بیسش روی همان سطح شکسته‌شده است.</li><li><strong>فشردگی</strong>: چهار کندل پیش از بازگشت کوچک‌اند (هر کدام حداکثر یک ATR)، با هم هم‌پوشانی دارند و پله‌پله به ناحیه نزدیک می‌شوند (سقف‌های پایین‌تر به سوی تقاضا، کف‌های بالاتر به سوی عرضه).</li><li><strong>ناحیه‌ی اینگالف</strong>: ناحیه‌ای که کندل خروجش از آخرین ناحیه‌ی مخالفِ هنوز سالم عبور کرده و آن سو بسته شده است.</li></ul>',
      '<p>بسته‌شدن آن سوی لبه‌ی دور ناحیه سیگنال را باطل می‌کند؛ دورترین قیمتی که پیش از بازگشت از ناحیه فاصله گرفت هدف است. سیگنال‌ها ۱۰ کندل در فهرست می‌مانند. نمودار ناحیه را از بیس می‌کشد و کندل ورود، بیس و کندل خروج را به هم وصل می‌کند.</p>',
    ],
  },
};
