import { type CatalogStrategy, catalog } from '@tradescope/engine';
import type { SeedHelpEntry, SeedHelpSection } from '../seed-types';
import { type FamilyGroup, familiesIn } from './families';
import { GENERATED_INTROS, generatedFamilyPage } from './family-pages';
import { quasimodoPage, rtmPage } from './quasimodo-rtm';
import { xmoonFamily } from './xmoon-family';

const section: Omit<SeedHelpSection, 'children'> = {
  id: 'strategy-families',
  label: { en: 'Strategy families', fa: 'خانواده‌های استراتژی' },
  content: {
    en: [
      '<p>Each strategy belongs to a family. Every family is described here with the exact rule its strategies fire on; the strategy list repeats the rule of each strategy in its description.</p>',
    ],
    fa: [
      '<p>هر استراتژی به یک خانواده تعلق دارد. هر خانواده اینجا با قاعده‌ی دقیقی که استراتژی‌هایش بر اساس آن سیگنال می‌دهند توضیح داده شده است؛ فهرست استراتژی‌ها هم قاعده‌ی هر استراتژی را در توضیح آن تکرار می‌کند.</p>',
    ],
  },
};

/** Families whose page is written by hand: the rule each signal kind fires on, and what the chart draws. */
const WRITTEN: Partial<Record<FamilyGroup, SeedHelpEntry>> = {
  harmonic: {
    id: 'harmonic-patterns',
    label: { en: 'Harmonic patterns', fa: 'الگوهای هارمونیک' },
    content: {
      en: [
        '<p>A harmonic pattern is five swings, X, A, B, C and D (AB=CD has only A, B, C and D), alternating highs and lows, whose legs stand in Fibonacci proportions. Tradescope finds them on the pivots of one size (SuperMinor, Minor, MidMajor or Major), and the match shows that size as its <a href="/help/matches/pivot-types">pivot type</a>.</p>',
        '<p>Patterns and their ratios (Scott Carney; the Cypher after Darren Oglesbee): <strong>Gartley</strong> B at 0.618 of XA, D at 0.786; <strong>Bat</strong> B 0.382–0.5, D 0.886; <strong>Alternate Bat</strong> B 0.236–0.382, D 1.13; <strong>Butterfly</strong> B 0.786, D 1.272–1.618; <strong>Crab</strong> B 0.382–0.618, D 1.618; <strong>Deep Crab</strong> B 0.886, D 1.618; <strong>Cypher</strong> C beyond A at 1.13–1.414 of AB, D at 0.786 of XC; <strong>Shark</strong> C at 1.13–1.618 of AB, D at 0.886–1.13 of XA; <strong>AB=CD</strong> CD equal to AB or up to 1.618 times it; <strong>5-0</strong> B beyond X at 1.13–1.618 of XA, C beyond A at 1.618–2.24 of AB, D halfway back along BC; <strong>Three Drives</strong> three drives (X, B, D), each 1.272–1.618 of the correction before it, C correcting 0.618–0.786. Every ratio may miss by at most 5 % of itself, and each pattern also bounds C and the CD leg against BC, as its description lists.</p>',
        '<p>A bullish pattern ends on a low D and expects a rise; a bearish one ends on a high. The match appears on the candle that confirms D as a pivot, never earlier. Its zone is the <strong>potential reversal zone</strong> (PRZ), where D’s projections from the pattern’s legs meet. A close beyond the far side of the PRZ removes the match; otherwise it stays listed for 20 candles. On the chart the pattern is drawn as its two triangles, X-A-B and B-C-D, with the ratios measured and the PRZ as a box.</p>',
        '<p>Earlier, a <strong>forming</strong> pattern: once C is confirmed and X, A, B and C fit the ratios that come before D, the match is listed with the state “forming” and the <em>projected</em> PRZ (every D the pattern’s table accepts). It turns “active” when price enters that zone, and a close beyond X (or beyond the zone’s far side for patterns whose D lies past X, and for AB=CD) marks it invalidated. On the chart the C-D leg runs dashed to the projected D. When D completes, the completed pattern is listed as a match of its own.</p>',
      ],
      fa: [
        '<p>الگوی هارمونیک پنج نقطه‌ی چرخش X، A، B، C و D است (الگوی AB=CD فقط A، B، C و D را دارد) که سقف و کف به نوبت می‌آیند و موج‌هایش نسبت‌های فیبوناچی دارند. تریدسکوپ آن‌ها را روی پیوت‌های یک اندازه (SuperMinor، Minor، MidMajor یا Major) پیدا می‌کند و سیگنال همان اندازه را به عنوان <a href="/help/matches/pivot-types">نوع پیوت</a> نشان می‌دهد.</p>',
        '<p>الگوها و نسبت‌هایشان (اسکات کارنی؛ سایفر از دارن اوگلزبی): <strong>گارتلی</strong> B در 0.618 از XA و D در 0.786؛ <strong>خفاش</strong> B بین 0.382 و 0.5 و D در 0.886؛ <strong>خفاش جایگزین</strong> B بین 0.236 و 0.382 و D در 1.13؛ <strong>پروانه</strong> B در 0.786 و D بین 1.272 و 1.618؛ <strong>خرچنگ</strong> B بین 0.382 و 0.618 و D در 1.618؛ <strong>خرچنگ عمیق</strong> B در 0.886 و D در 1.618؛ <strong>سایفر</strong> C فراتر از A در 1.13 تا 1.414 از AB و D در 0.786 از XC؛ <strong>کوسه</strong> C در 1.13 تا 1.618 از AB و D در 0.886 تا 1.13 از XA؛ <strong>AB=CD</strong> موج CD برابر AB یا تا 1.618 برابر آن؛ <strong>5-0</strong> B فراتر از X در 1.13 تا 1.618 از XA، C فراتر از A در 1.618 تا 2.24 از AB و D در نیمه‌ی راه بازگشت BC؛ <strong>سه حرکت</strong> سه حرکت (X، B و D) که هر کدام 1.272 تا 1.618 برابر اصلاح پیش از خود است و C بین 0.618 و 0.786 اصلاح می‌کند. هر نسبت حداکثر 5 درصد از خودش خطا می‌پذیرد و هر الگو C و موج CD را هم نسبت به BC محدود می‌کند، همان‌طور که در توضیح آن آمده است.</p>',
        '<p>الگوی صعودی روی یک کف D تمام می‌شود و انتظار صعود دارد؛ الگوی نزولی روی یک سقف. سیگنال روی کندلی ظاهر می‌شود که D را به عنوان پیوت تأیید می‌کند، نه زودتر. ناحیه‌ی آن <strong>ناحیه‌ی بازگشت احتمالی</strong> (PRZ) است، جایی که تصویرهای D از موج‌های الگو به هم می‌رسند. بسته شدن قیمت آن سوی مرز دور PRZ سیگنال را حذف می‌کند؛ در غیر این صورت سیگنال ۲۰ کندل در فهرست می‌ماند. روی نمودار، الگو با دو مثلث X-A-B و B-C-D، نسبت‌های اندازه‌گیری‌شده و کادر PRZ رسم می‌شود.</p>',
        '<p>زودتر از آن، الگوی <strong>در حال شکل‌گیری</strong>: وقتی C تأیید شد و X، A، B و C با نسبت‌های پیش از D جور بودند، سیگنال با وضعیت «در حال شکل‌گیری» و PRZ <em>پیش‌بینی‌شده</em> (هر D که جدول الگو می‌پذیرد) فهرست می‌شود. با ورود قیمت به این ناحیه «فعال» می‌شود و بسته شدن قیمت آن سوی X (یا آن سوی مرز دور ناحیه برای الگوهایی که D آن‌ها فراتر از X است و برای AB=CD) آن را باطل می‌کند. روی نمودار موج C-D تا D پیش‌بینی‌شده خط‌چین رسم می‌شود. وقتی D کامل شد، الگوی کامل سیگنال جداگانه‌ای است.</p>',
      ],
    },
  },
  fibonacci: {
    id: 'fibonacci',
    label: { en: 'Fibonacci', fa: 'فیبوناچی' },
    content: {
      en: [
        '<p>The Fibonacci strategies measure the last completed swing, the <strong>leg</strong> between the last two pivots of one size: from a low to a higher high (an up leg) or from a high to a lower low. Its retracements are 0.236, 0.382, 0.5, 0.618, 0.705 and 0.786 of the leg back from its end, and its extensions 1.272, 1.618 and 2.618 of the leg from its start.</p>',
        '<ul><li><strong>Golden pocket reaction</strong>: after an up leg, the first candle whose low reaches the 0.618 retracement closes back above it (buy); the zone is 0.618–0.65 and a close under 0.65 removes the match. A bearish one mirrors it after a down leg.</li><li><strong>0.786 retracement reaction</strong>: the same at 0.786, zone 0.786–0.886.</li><li><strong>Continuation from 0.382–0.5</strong>: the same at 0.382, zone 0.382–0.5: a shallow pullback in a strong trend.</li><li><strong>Extension target reached</strong>: after an up leg, the first candle whose high reaches the 1.272 extension (sell: the move met its target); zone 1.272–1.618, and a close over 1.618 removes the match. The buy mirrors it after a down leg.</li></ul>',
        '<p>A retracement signal needs the leg still standing: no high above an up leg’s top since it formed. Matches stay listed for 10 candles. The chart draws the leg and its levels as lines.</p>',
      ],
      fa: [
        '<p>استراتژی‌های فیبوناچی آخرین نوسان کامل‌شده را اندازه می‌گیرند: <strong>موج</strong> میان دو پیوت آخر از یک اندازه، از یک کف تا سقفی بالاتر (موج صعودی) یا از یک سقف تا کفی پایین‌تر. اصلاح‌های آن 0.236، 0.382، 0.5، 0.618، 0.705 و 0.786 از طول موج، از انتهای آن به عقب، و اکستنشن‌های آن 1.272، 1.618 و 2.618 از طول موج، از ابتدای آن هستند.</p>',
        '<ul><li><strong>واکنش به ناحیه‌ی طلایی</strong>: پس از یک موج صعودی، نخستین کندلی که کفش به اصلاح 0.618 می‌رسد بالای آن بسته می‌شود (خرید)؛ ناحیه 0.618 تا 0.65 است و بسته شدن زیر 0.65 سیگنال را حذف می‌کند. نوع نزولی آن پس از یک موج نزولی قرینه‌ی همین است.</li><li><strong>واکنش به اصلاح 0.786</strong>: همین قاعده در 0.786، با ناحیه‌ی 0.786 تا 0.886.</li><li><strong>ادامه‌ی روند از 0.382 تا 0.5</strong>: همین قاعده در 0.382، با ناحیه‌ی 0.382 تا 0.5؛ اصلاحی کم‌عمق در روندی قوی.</li><li><strong>رسیدن به هدف اکستنشن</strong>: پس از یک موج صعودی، نخستین کندلی که سقفش به اکستنشن 1.272 می‌رسد (فروش: حرکت به هدفش رسیده است)؛ ناحیه 1.272 تا 1.618 است و بسته شدن بالای 1.618 سیگنال را حذف می‌کند. خرید، قرینه‌ی آن پس از یک موج نزولی است.</li></ul>',
        '<p>سیگنال اصلاحی فقط تا وقتی معتبر است که موج پابرجا باشد: از زمان شکل‌گیری موج صعودی، هیچ سقفی بالاتر از قله‌ی آن نرفته باشد. سیگنال‌ها ۱۰ کندل در فهرست می‌مانند. نمودار، موج و سطح‌های آن را به صورت خط رسم می‌کند.</p>',
      ],
    },
  },
  trendline: {
    id: 'trendlines',
    label: { en: 'Trendlines', fa: 'خطوط روند' },
    content: {
      en: [
        '<p>A trendline joins at least three swing lows (a support) or swing highs (a resistance) of one pivot level, each within a quarter of the average true range (ATR 14) of the line, with no candle closing beyond it from the first touch to the last. A match carries that pivot level.</p>',
        '<ul><li><strong>Breakout</strong>: the first close beyond the line: above a resistance (buy), below a support (sell).</li><li><strong>Retest</strong>: within 10 candles of a breakout, price moves away and comes back to the line, and the candle closes on the broken-through side.</li><li><strong>Bounce</strong>: a third (or later) swing on the line is confirmed while the line holds.</li><li><strong>Channel breakout</strong>: a line parallel to the trendline through at least two opposite swings forms a channel; a close beyond that parallel is the match.</li></ul>',
        '<p>On the chart you see the touches, the line drawn to the signal candle (and the channel’s parallel), and the zone: the line’s value there plus or minus the tolerance. A close beyond the far edge of the zone removes the match.</p>',
        '<p>The <strong>target</strong> is the next level in the direction of the trade: the nearest support or resistance level (touched within the last 100 candles), or the channel’s other line, beyond the zone. With none there, the target is twice the risk from the zone’s edge (2 : 1).</p>',
      ],
      fa: [
        '<p>خط روند دست‌کم سه کف (حمایت) یا سه سقف (مقاومت) از یک سطح پیوت را به هم وصل می‌کند؛ هر کدام در فاصله‌ی یک‌چهارم میانگین دامنه‌ی واقعی (ATR 14) از خط، و از اولین تا آخرین برخورد هیچ کندلی آن سوی خط بسته نمی‌شود. سیگنال همان سطح پیوت را دارد.</p>',
        '<ul><li><strong>شکست</strong>: نخستین بسته‌شدن آن سوی خط: بالای مقاومت (خرید)، زیر حمایت (فروش).</li><li><strong>پولبک</strong>: تا ۱۰ کندل پس از شکست، قیمت از خط دور می‌شود و به آن برمی‌گردد و کندل در سمت شکسته‌شده بسته می‌شود.</li><li><strong>برگشت</strong>: سومین نقطه‌ی چرخش (یا بیشتر) روی خط تأیید می‌شود و خط پابرجاست.</li><li><strong>شکست کانال</strong>: خطی موازی با خط روند که از دست‌کم دو نقطه‌ی چرخش مخالف می‌گذرد کانال می‌سازد؛ بسته‌شدن آن سوی این خط موازی سیگنال است.</li></ul>',
        '<p>روی نمودار نقطه‌های برخورد، خط تا کندل سیگنال (و خط موازی کانال) و ناحیه دیده می‌شوند: مقدار خط در آن کندل به‌اضافه و منهای فاصله‌ی مجاز. بسته‌شدن آن سوی لبه‌ی دور ناحیه سیگنال را حذف می‌کند.</p>',
        '<p><strong>هدف</strong> سطح بعدی در جهت معامله است: نزدیک‌ترین سطح حمایت یا مقاومت (با برخوردی در ۱۰۰ کندل اخیر) یا خط دیگر کانال، آن سوی ناحیه. اگر چیزی آنجا نباشد، هدف دو برابر ریسک از لبه‌ی ناحیه است (۲ به ۱).</p>',
      ],
    },
  },
  'support-resistance': {
    id: 'support-resistance',
    label: { en: 'Support and resistance', fa: 'حمایت و مقاومت' },
    content: {
      en: [
        '<p>A level is where at least three swing highs and lows of the last 250 candles meet, within a quarter of the ATR (14) of each other. Its newest touch decides its role: a swing high makes it a resistance, a swing low a support. Its strength counts each touch by its pivot level (Minor 1, MidMajor 2, Major 3) and adds 1 for every 50 candles of age.</p>',
        '<ul><li><strong>Breakout</strong>: the first close beyond the level after its newest touch: above a resistance (buy), below a support (sell).</li><li><strong>Role flip</strong>: within 10 candles of a breakout, price moves away and comes back to the level, and the candle closes on the far side: the old resistance now holds as support (or the reverse).</li><li><strong>Bounce</strong>: a new swing is confirmed on a level of strength 6 or more while no close has crossed it.</li></ul>',
        '<p>On the chart you see the level, its touches and its strength; the zone is the level plus or minus the tolerance.</p>',
        '<p>The <strong>target</strong> is the next level in the direction of the trade: the nearest other level (touched within the last 100 candles) beyond the zone, above it for a buy. With no level there, the target is twice the risk from the zone’s edge (2 : 1).</p>',
      ],
      fa: [
        '<p>سطح جایی است که دست‌کم سه سقف و کف از ۲۵۰ کندل اخیر، در فاصله‌ی یک‌چهارم ATR (14) از هم، به هم می‌رسند. آخرین برخورد نقش آن را تعیین می‌کند: سقف آن را مقاومت و کف آن را حمایت می‌کند. قدرت سطح هر برخورد را به وزن سطح پیوتش (Minor ۱، MidMajor ۲، Major ۳) می‌شمارد و به ازای هر ۵۰ کندل عمر یک واحد می‌افزاید.</p>',
        '<ul><li><strong>شکست</strong>: نخستین بسته‌شدن آن سوی سطح پس از آخرین برخورد: بالای مقاومت (خرید)، زیر حمایت (فروش).</li><li><strong>تغییر نقش</strong>: تا ۱۰ کندل پس از شکست، قیمت دور می‌شود و به سطح برمی‌گردد و کندل در سمت دیگر بسته می‌شود: مقاومت قبلی اکنون حمایت است (یا برعکس).</li><li><strong>برگشت</strong>: نقطه‌ی چرخش تازه‌ای روی سطحی با قدرت ۶ یا بیشتر تأیید می‌شود و هیچ کندلی آن سوی سطح بسته نشده است.</li></ul>',
        '<p>روی نمودار سطح، نقطه‌های برخورد و قدرت آن دیده می‌شوند؛ ناحیه همان سطح به‌اضافه و منهای فاصله‌ی مجاز است.</p>',
        '<p><strong>هدف</strong> سطح بعدی در جهت معامله است: نزدیک‌ترین سطح دیگر (با برخوردی در ۱۰۰ کندل اخیر) آن سوی ناحیه، برای خرید بالای آن. اگر سطحی آنجا نباشد، هدف دو برابر ریسک از لبه‌ی ناحیه است (۲ به ۱).</p>',
      ],
    },
  },
  ict: {
    id: 'ict',
    label: { en: 'ICT / smart money', fa: 'ICT / اسمارت مانی' },
    content: {
      en: [
        '<p>The ICT (smart-money concepts) strategies read <strong>market structure</strong> on the pivots of one size (SuperMinor, Minor, MidMajor or Major; the match shows it as its <a href="/help/matches/pivot-types">pivot type</a>). A bullish <strong>break</strong> is the first close above the last confirmed swing high (within 100 candles of it). It is a <strong>change of character</strong> (CHoCH) when the pullback before it made a lower low than the swing low before that high, and a <strong>break of structure</strong> (BOS) otherwise. The move from the pullback’s low to the break is the <strong>displacement</strong>. Bearish breaks mirror all of this.</p>',
        '<ul><li><strong>BOS</strong>: the break itself, with a higher low before it: the trend goes on. A close under the pullback’s low removes the match.</li><li><strong>CHoCH</strong>: the break itself after a lower low: the trend turns.</li><li><strong>FVG first return</strong>: within 50 candles of a break, the first candle back into a <strong>fair value gap</strong> the displacement left (candle 1’s high under candle 3’s low, the middle candle closing up) closes above the gap’s bottom. The zone is the gap; the chart draws it as a box from candle 1.</li><li><strong>Order block first return</strong>: the same with the displacement’s <strong>order block</strong>, the last down candle at its start (or up to 10 candles before it), as the zone.</li><li><strong>Liquidity sweep then CHoCH</strong>: the candle that made the CHoCH’s pullback low ran under two <strong>equal lows</strong> (swing lows within 0.2 ATR 14 of each other) and closed back above them; the match is the CHoCH candle.</li><li><strong>OTE after BOS</strong>: within 50 candles of a BOS, the first candle to reach the 0.62 retracement of the leg from the displacement’s low to its high since closes above 0.79: the <strong>optimal trade entry</strong>, in the discount half of the leg.</li><li><strong>Breaker retest</strong>: an order block of an earlier bearish break that price then closed above becomes a <strong>breaker</strong>; within 50 candles of the bullish break, the first candle back into it closes above its low.</li></ul>',
        '<p>Every match carries a trigger (the signal candle’s high for a buy: a close above it means the reaction has begun) and a target (the displacement’s high, or the broken level plus the leg for a break). Matches stay listed for 10 candles. The chart draws the gap or block as a box, the broken level from its swing to the break, and the equal lows swept. The rules follow the open-source smart-money-concepts library where it is standard; where ours differ, and why, is written in the engine’s ICT notes.</p>',
      ],
      fa: [
        '<p>استراتژی‌های ICT (مفاهیم اسمارت مانی) <strong>ساختار بازار</strong> را روی پیوت‌های یک اندازه (SuperMinor، Minor، MidMajor یا Major) می‌خوانند و سیگنال همان اندازه را به عنوان <a href="/help/matches/pivot-types">نوع پیوت</a> نشان می‌دهد. <strong>شکست</strong> صعودی نخستین بسته‌شدن بالای آخرین سقف تأییدشده است (حداکثر ۱۰۰ کندل پس از آن). اگر اصلاح پیش از آن کفی پایین‌تر از کفِ قبل از آن سقف ساخته باشد <strong>تغییر کاراکتر</strong> (CHoCH) است و در غیر این صورت <strong>شکست ساختار</strong> (BOS). حرکت از کف اصلاح تا شکست، <strong>جابه‌جایی</strong> (displacement) است. شکست‌های نزولی قرینه‌ی همین‌ها هستند.</p>',
        '<ul><li><strong>BOS</strong>: خود شکست، با کفی بالاتر پیش از آن: روند ادامه دارد. بسته‌شدن زیر کف اصلاح سیگنال را حذف می‌کند.</li><li><strong>CHoCH</strong>: خود شکست پس از کفی پایین‌تر: روند برمی‌گردد.</li><li><strong>نخستین بازگشت به FVG</strong>: تا ۵۰ کندل پس از شکست، نخستین کندلی که به <strong>شکاف ارزش منصفانه</strong> به‌جامانده از جابه‌جایی برمی‌گردد (سقف کندل ۱ زیر کف کندل ۳، کندل میانی صعودی) بالای کف شکاف بسته می‌شود. ناحیه خود شکاف است و نمودار آن را به صورت کادری از کندل ۱ رسم می‌کند.</li><li><strong>نخستین بازگشت به اوردربلاک</strong>: همین قاعده با <strong>اوردربلاک</strong> جابه‌جایی، یعنی آخرین کندل نزولی در شروع آن (یا تا ۱۰ کندل پیش از آن)، به عنوان ناحیه.</li><li><strong>جمع‌آوری نقدینگی و سپس CHoCH</strong>: کندلی که کف اصلاحِ CHoCH را ساخته از زیر دو <strong>کف برابر</strong> (دو کف در فاصله‌ی ۰٫۲ ATR 14 از هم) عبور کرده و دوباره بالای آن‌ها بسته شده است؛ سیگنال روی کندل CHoCH است.</li><li><strong>ورود بهینه (OTE) پس از BOS</strong>: تا ۵۰ کندل پس از BOS، نخستین کندلی که به اصلاح 0.62 موج (از کف جابه‌جایی تا سقف آن تاکنون) می‌رسد بالای 0.79 بسته می‌شود: <strong>ناحیه‌ی ورود بهینه</strong>، در نیمه‌ی ارزان (discount) موج.</li><li><strong>پولبک به بریکر</strong>: اوردربلاکِ یک شکست نزولی قبلی که قیمت بعد بالای آن بسته شده، <strong>بریکر</strong> می‌شود؛ تا ۵۰ کندل پس از شکست صعودی، نخستین کندلی که به آن برمی‌گردد بالای کف آن بسته می‌شود.</li></ul>',
        '<p>هر سیگنال یک سطح فعال‌سازی (برای خرید، سقف کندل سیگنال: بسته‌شدن بالای آن یعنی واکنش آغاز شده) و یک هدف (سقف جابه‌جایی، یا برای شکست، سطح شکسته‌شده به‌اضافه‌ی طول موج) دارد. سیگنال‌ها ۱۰ کندل در فهرست می‌مانند. نمودار شکاف یا بلاک را به صورت کادر، سطح شکسته‌شده را از نقطه‌ی چرخش تا شکست، و کف‌های برابرِ جمع‌آوری‌شده را رسم می‌کند. قاعده‌ها هرجا استاندارد است از کتابخانه‌ی متن‌باز smart-money-concepts پیروی می‌کنند؛ جاهایی که متفاوت‌اند و دلیلش در یادداشت‌های ICT موتور نوشته شده است.</p>',
      ],
    },
  },
  qm: quasimodoPage,
  rtm: rtmPage,
  xmoon: xmoonFamily,
};

/**
 * The strategy families section, driven by the catalog (the served /strategies.json): one page per family that has
 * strategies, never one for a family still to come. A family gets its hand-written page when there is one, else a
 * page made from the catalog itself (its intro, when written, then each strategy by name and side). A new family
 * (ICT, QM, RTM, XMoon) thus appears with its first strategy; writing its page means adding it to WRITTEN, or an
 * intro to GENERATED_INTROS.
 */
export const strategyFamiliesOf = (strategies: readonly CatalogStrategy[]): SeedHelpSection => ({
  ...section,
  children: familiesIn(strategies).map((group) =>
    withPicture(
      WRITTEN[group] ?? generatedFamilyPage(group, strategies, GENERATED_INTROS[group]),
      group,
      strategies,
    ),
  ),
});

/** A family page shows the picture of the family's first strategy (the help API's image, one for both themes). */
const withPicture = (
  page: SeedHelpEntry,
  group: string,
  strategies: readonly CatalogStrategy[],
): SeedHelpEntry => {
  const image =
    page.image ?? strategies.find((s) => s.group === group && s.image !== null)?.image ?? undefined;
  return image === undefined || image === null ? page : { ...page, image };
};

export const strategyFamilies = strategyFamiliesOf(catalog);
