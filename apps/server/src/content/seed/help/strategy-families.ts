import { type CatalogStrategy, catalog } from '@tradescope/engine';
import type { SeedHelpEntry, SeedHelpSection } from '../seed-types';
import { type FamilyGroup, familiesIn } from './families';
import { GENERATED_INTROS, generatedFamilyPage } from './family-pages';

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
        '<p>Patterns and their ratios (Scott Carney; the Cypher after Darren Oglesbee): <strong>Gartley</strong> B at 0.618 of XA, D at 0.786; <strong>Bat</strong> B 0.382–0.5, D 0.886; <strong>Alternate Bat</strong> B 0.236–0.382, D 1.13; <strong>Butterfly</strong> B 0.786, D 1.272–1.618; <strong>Crab</strong> B 0.382–0.618, D 1.618; <strong>Deep Crab</strong> B 0.886, D 1.618; <strong>Cypher</strong> C beyond A at 1.13–1.414 of AB, D at 0.786 of XC; <strong>Shark</strong> C at 1.13–1.618 of AB, D at 0.886–1.13 of XA; <strong>AB=CD</strong> CD equal to AB or up to 1.618 times it. Every ratio may miss by at most 5 % of itself, and each pattern also bounds C and the CD leg against BC, as its description lists.</p>',
        '<p>A bullish pattern ends on a low D and expects a rise; a bearish one ends on a high. The match appears on the candle that confirms D as a pivot, never earlier. Its zone is the <strong>potential reversal zone</strong> (PRZ), where D’s projections from the pattern’s legs meet. A close beyond the far side of the PRZ removes the match; otherwise it stays listed for 20 candles. On the chart the pattern is drawn as its two triangles, X-A-B and B-C-D, with the ratios measured and the PRZ as a box.</p>',
      ],
      fa: [
        '<p>الگوی هارمونیک پنج نقطه‌ی چرخش X، A، B، C و D است (الگوی AB=CD فقط A، B، C و D را دارد) که سقف و کف به نوبت می‌آیند و موج‌هایش نسبت‌های فیبوناچی دارند. تریدسکوپ آن‌ها را روی پیوت‌های یک اندازه (SuperMinor، Minor، MidMajor یا Major) پیدا می‌کند و سیگنال همان اندازه را به عنوان <a href="/help/matches/pivot-types">نوع پیوت</a> نشان می‌دهد.</p>',
        '<p>الگوها و نسبت‌هایشان (اسکات کارنی؛ سایفر از دارن اوگلزبی): <strong>گارتلی</strong> B در 0.618 از XA و D در 0.786؛ <strong>خفاش</strong> B بین 0.382 و 0.5 و D در 0.886؛ <strong>خفاش جایگزین</strong> B بین 0.236 و 0.382 و D در 1.13؛ <strong>پروانه</strong> B در 0.786 و D بین 1.272 و 1.618؛ <strong>خرچنگ</strong> B بین 0.382 و 0.618 و D در 1.618؛ <strong>خرچنگ عمیق</strong> B در 0.886 و D در 1.618؛ <strong>سایفر</strong> C فراتر از A در 1.13 تا 1.414 از AB و D در 0.786 از XC؛ <strong>کوسه</strong> C در 1.13 تا 1.618 از AB و D در 0.886 تا 1.13 از XA؛ <strong>AB=CD</strong> موج CD برابر AB یا تا 1.618 برابر آن. هر نسبت حداکثر 5 درصد از خودش خطا می‌پذیرد و هر الگو C و موج CD را هم نسبت به BC محدود می‌کند، همان‌طور که در توضیح آن آمده است.</p>',
        '<p>الگوی صعودی روی یک کف D تمام می‌شود و انتظار صعود دارد؛ الگوی نزولی روی یک سقف. سیگنال روی کندلی ظاهر می‌شود که D را به عنوان پیوت تأیید می‌کند، نه زودتر. ناحیه‌ی آن <strong>ناحیه‌ی بازگشت احتمالی</strong> (PRZ) است، جایی که تصویرهای D از موج‌های الگو به هم می‌رسند. بسته شدن قیمت آن سوی مرز دور PRZ سیگنال را حذف می‌کند؛ در غیر این صورت سیگنال ۲۰ کندل در فهرست می‌ماند. روی نمودار، الگو با دو مثلث X-A-B و B-C-D، نسبت‌های اندازه‌گیری‌شده و کادر PRZ رسم می‌شود.</p>',
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
      ],
      fa: [
        '<p>خط روند دست‌کم سه کف (حمایت) یا سه سقف (مقاومت) از یک سطح پیوت را به هم وصل می‌کند؛ هر کدام در فاصله‌ی یک‌چهارم میانگین دامنه‌ی واقعی (ATR 14) از خط، و از اولین تا آخرین برخورد هیچ کندلی آن سوی خط بسته نمی‌شود. سیگنال همان سطح پیوت را دارد.</p>',
        '<ul><li><strong>شکست</strong>: نخستین بسته‌شدن آن سوی خط: بالای مقاومت (خرید)، زیر حمایت (فروش).</li><li><strong>پولبک</strong>: تا ۱۰ کندل پس از شکست، قیمت از خط دور می‌شود و به آن برمی‌گردد و کندل در سمت شکسته‌شده بسته می‌شود.</li><li><strong>برگشت</strong>: سومین نقطه‌ی چرخش (یا بیشتر) روی خط تأیید می‌شود و خط پابرجاست.</li><li><strong>شکست کانال</strong>: خطی موازی با خط روند که از دست‌کم دو نقطه‌ی چرخش مخالف می‌گذرد کانال می‌سازد؛ بسته‌شدن آن سوی این خط موازی سیگنال است.</li></ul>',
        '<p>روی نمودار نقطه‌های برخورد، خط تا کندل سیگنال (و خط موازی کانال) و ناحیه دیده می‌شوند: مقدار خط در آن کندل به‌اضافه و منهای فاصله‌ی مجاز. بسته‌شدن آن سوی لبه‌ی دور ناحیه سیگنال را حذف می‌کند.</p>',
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
      ],
      fa: [
        '<p>سطح جایی است که دست‌کم سه سقف و کف از ۲۵۰ کندل اخیر، در فاصله‌ی یک‌چهارم ATR (14) از هم، به هم می‌رسند. آخرین برخورد نقش آن را تعیین می‌کند: سقف آن را مقاومت و کف آن را حمایت می‌کند. قدرت سطح هر برخورد را به وزن سطح پیوتش (Minor ۱، MidMajor ۲، Major ۳) می‌شمارد و به ازای هر ۵۰ کندل عمر یک واحد می‌افزاید.</p>',
        '<ul><li><strong>شکست</strong>: نخستین بسته‌شدن آن سوی سطح پس از آخرین برخورد: بالای مقاومت (خرید)، زیر حمایت (فروش).</li><li><strong>تغییر نقش</strong>: تا ۱۰ کندل پس از شکست، قیمت دور می‌شود و به سطح برمی‌گردد و کندل در سمت دیگر بسته می‌شود: مقاومت قبلی اکنون حمایت است (یا برعکس).</li><li><strong>برگشت</strong>: نقطه‌ی چرخش تازه‌ای روی سطحی با قدرت ۶ یا بیشتر تأیید می‌شود و هیچ کندلی آن سوی سطح بسته نشده است.</li></ul>',
        '<p>روی نمودار سطح، نقطه‌های برخورد و قدرت آن دیده می‌شوند؛ ناحیه همان سطح به‌اضافه و منهای فاصله‌ی مجاز است.</p>',
      ],
    },
  },
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
  children: familiesIn(strategies).map(
    (group) => WRITTEN[group] ?? generatedFamilyPage(group, strategies, GENERATED_INTROS[group]),
  ),
});

export const strategyFamilies = strategyFamiliesOf(catalog);
