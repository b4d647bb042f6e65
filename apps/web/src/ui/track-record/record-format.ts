import type { FormatLocale, StrategyRecord } from '@tradescope/domain';

const formatters = new Map<string, Intl.NumberFormat>();

const formatterOf = (locale: FormatLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = `${locale}:${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', options);
    formatters.set(key, formatter);
  }
  return formatter;
};

/** A rate (a fraction) as whole percent: "58 %" in English, "۵۸٪" in Persian. */
export const percentText = (rate: number, locale: FormatLocale): string => {
  const whole = formatterOf(locale, { maximumFractionDigits: 0 }).format(rate * 100);
  return locale === 'fa' ? `${whole}٪` : `${whole} %`;
};

/** A percentage with a decimal, for returns and intervals: "1.3 %", "-0.4 %". */
export const returnText = (fraction: number, locale: FormatLocale): string => {
  // 'negative': a return that rounds to zero reads "0.0 %", not "-0.0 %".
  const value = formatterOf(locale, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
    signDisplay: 'negative',
  }).format(fraction * 100);
  return locale === 'fa' ? `${value}٪` : `${value} %`;
};

/** A count with thousands separators in the locale's digits: "1,240", "۱٬۲۴۰". */
export const countText = (count: number, locale: FormatLocale): string =>
  formatterOf(locale, { maximumFractionDigits: 0 }).format(count);

/** Percentage points with their sign and a decimal: "+6.8", "-2.0". */
export const pointsText = (fraction: number, locale: FormatLocale): string =>
  formatterOf(locale, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(fraction * 100);

/**
 * Whether the edge over the baseline is told apart from chance: only a 95 % interval wholly above zero is `better`,
 * wholly below `worse`; anything else, and a record too small to have an edge, is `unclear` and stays uncoloured.
 */
export type EdgeTone = 'better' | 'worse' | 'unclear';

export const edgeToneOf = (edge: StrategyRecord['edge']): EdgeTone => {
  if (edge === null) return 'unclear';
  if (edge.interval.low > 0) return 'better';
  if (edge.interval.high < 0) return 'worse';
  return 'unclear';
};

export const EDGE_TONE_CLASSES: Record<EdgeTone, string> = {
  better: 'bg-buy/12 text-buy',
  worse: 'bg-sell/12 text-sell',
  unclear: 'bg-surface-muted text-ink-muted',
};

/** The edge a list sorts by: records without one (too few signals, not measured) go last. */
export const edgeValueOf = (record: StrategyRecord | undefined): number | null => record?.edge?.value ?? null;
