import type { CatalogStrategy } from '@tradescope/engine';
import type { Bilingual, SeedHelpEntry } from '../seed-types';
import { FAMILY_NAMES, type FamilyGroup } from './families';

type Intro = { readonly en: readonly string[]; readonly fa: readonly string[] };

/** What a family looks for, for the families whose page is made from the catalog. */
export const GENERATED_INTROS: Partial<Record<FamilyGroup, Intro>> = {
  classic: {
    en: [
      '<p>Classic strategies read one indicator on closed candles: RSI, MACD, moving averages, Bollinger bands, stochastic and stochastic RSI, CCI, Williams %R, MFI, ADX, parabolic SAR, Ichimoku, Supertrend and volume. Each fires on the candle where its condition first holds: a cross of a level or of another line, a band re-entry, a flip. On the chart an oscillator gets a pane of its own with its guide levels and the match’s readings.</p>',
    ],
    fa: [
      '<p>استراتژی‌های کلاسیک یک اندیکاتور را روی کندل‌های بسته‌شده می‌خوانند: RSI، MACD، میانگین‌های متحرک، باندهای بولینگر، استوکاستیک و استوکاستیک RSI، CCI، ویلیامز %R، MFI، ADX، پارابولیک SAR، ایچیموکو، سوپرترند و حجم. هر کدام روی کندلی سیگنال می‌دهد که شرطش برای نخستین بار برقرار می‌شود: عبور از یک سطح یا از خطی دیگر، بازگشت به داخل باند، یا تغییر جهت. روی نمودار، هر اسیلاتور پنل جداگانه‌ای با سطح‌های راهنما و مقدارهای سیگنال دارد.</p>',
    ],
  },
  divergence: {
    en: [
      '<p>A divergence compares two swings of price with the same two swings of an oscillator (RSI, MACD histogram, stochastic, CCI, MFI or OBV). Regular: price makes a lower low while the oscillator makes a higher low (bullish), or a higher high against a lower high (bearish): a reversal is expected. Hidden: the other way round, a sign the trend goes on. The two swings are pivots of one level; the match fires when the second is confirmed and carries that level.</p>',
    ],
    fa: [
      '<p>واگرایی دو نقطه‌ی چرخش قیمت را با همان دو نقطه در یک اسیلاتور (RSI، هیستوگرام MACD، استوکاستیک، CCI، MFI یا OBV) مقایسه می‌کند. معمولی: قیمت کف پایین‌تر می‌سازد و اسیلاتور کف بالاتر (صعودی)، یا سقف بالاتر در برابر سقف پایین‌تر (نزولی): انتظار بازگشت می‌رود. مخفی: برعکس آن، نشانه‌ی ادامه‌ی روند. دو نقطه پیوت‌های یک سطح هستند؛ سیگنال وقتی می‌آید که نقطه‌ی دوم تأیید شود و همان سطح را دارد.</p>',
    ],
  },
  candlestick: {
    en: [
      '<p>Candlestick strategies recognise the patterns of one to five candles as TA-Lib defines them, and fire only where the pattern means something: a bullish reversal after a fall, a bearish one after a rise (measured against the ATR 14 of the candles before it), a continuation inside a trend.</p>',
    ],
    fa: [
      '<p>استراتژی‌های کندلی الگوهای یک تا پنج کندلی را همان‌طور که TA-Lib تعریف می‌کند تشخیص می‌دهند و فقط جایی سیگنال می‌دهند که الگو معنا دارد: بازگشت صعودی پس از یک افت، بازگشت نزولی پس از یک رشد (سنجیده با ATR 14 کندل‌های پیش از آن)، یا ادامه در دل یک روند.</p>',
    ],
  },
};

const SIDES: Record<CatalogStrategy['position'], Bilingual> = {
  buy: { en: 'buy', fa: 'خرید' },
  sell: { en: 'sell', fa: 'فروش' },
  neutral: { en: 'neutral', fa: 'خنثی' },
};

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A family's page made from the catalog: its intro when written, how many strategies it has, and each of them by
 * name and side. The exact rule of each is its description in the strategy list, which the page points to.
 */
export const generatedFamilyPage = (
  group: FamilyGroup,
  strategies: readonly CatalogStrategy[],
  intro: Intro | undefined,
): SeedHelpEntry => {
  const members = strategies.filter((strategy) => strategy.group === group);
  const list = (language: keyof Bilingual) =>
    `<ul>${members
      .map(
        (strategy) =>
          `<li><strong>${language === 'fa' ? strategy.fa_name : strategy.name}</strong> (${SIDES[strategy.position][language]})</li>`,
      )
      .join('')}</ul>`;
  const count = (language: keyof Bilingual) =>
    language === 'fa'
      ? `<p>این خانواده ${members.length.toLocaleString('fa-IR')} استراتژی دارد؛ قاعده‌ی دقیق هر کدام در توضیح آن در فهرست استراتژی‌ها آمده است:</p>`
      : `<p>This family has ${members.length} strategies; the exact rule of each is in its description in the strategy list:</p>`;
  return {
    id: group,
    label: { en: capitalised(FAMILY_NAMES[group].en), fa: FAMILY_NAMES[group].fa },
    content: {
      en: [...(intro?.en ?? []), count('en'), list('en')],
      fa: [...(intro?.fa ?? []), count('fa'), list('fa')],
    },
  };
};
