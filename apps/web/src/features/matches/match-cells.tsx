import type { FormatLocale, Match, PivotType, Signal, Strategy } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { PairLabel } from '../../ui/pair-label';

const SIGNAL_KEYS = {
  buy: 'signal.buy',
  sell: 'signal.sell',
  neutral: 'signal.neutral',
  'strong buy': 'signal.strong-buy',
  'strong sell': 'signal.strong-sell',
} as const satisfies Record<Signal, string>;

const SIGNAL_TONES: Record<Signal, string> = {
  buy: 'bg-buy/12 text-buy',
  sell: 'bg-sell/12 text-sell',
  neutral: 'bg-surface-muted text-ink-muted',
  // The strong variants are the same side, drawn solid (spec §3).
  'strong buy': 'bg-buy text-white',
  'strong sell': 'bg-sell text-white',
};

const PIVOT_KEYS = {
  'no pivot': 'pivot.no-pivot',
  Major: 'pivot.major',
  MidMajor: 'pivot.mid-major',
  Minor: 'pivot.minor',
  SuperMinor: 'pivot.super-minor',
} as const satisfies Record<PivotType, string>;

/** A buy, sell or neutral badge: teal buy, rose sell (spec §9). */
export const SignalBadge = ({ signal }: { signal: Signal }) => {
  const { t } = useTranslation('matches');
  return (
    <span
      data-signal={signal}
      className={clsx(
        'inline-flex items-center gap-1 rounded-md px-2 py-0.5 font-semibold text-xs',
        SIGNAL_TONES[signal],
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(SIGNAL_KEYS[signal])}
    </span>
  );
};

export const PivotText = ({ pivot }: { pivot: PivotType }) => {
  const { t } = useTranslation('matches');
  return <span className={pivot === 'no pivot' ? 'text-ink-faint' : undefined}>{t(PIVOT_KEYS[pivot])}</span>;
};

/** The server's letter logo of a base (spec §7 asset icon, cache-buster v1). */
const logoOf = (base: string): string => `/api/v1/logos/${encodeURIComponent(base)}.svg?v=1`;

export const PairCell = ({ match }: { match: Match }) => (
  <PairLabel
    base={match.base}
    quote={match.quote}
    name={match.c_name || match.name}
    logo={logoOf(match.base)}
  />
);

/** "moving-average" as "Moving average", "macd" as "MACD": the catalog's categories are slugs. */
const categoryText = (category: string): string => {
  const words = category.replace(/[-_.]+/g, ' ').trim();
  // A short single word is an indicator's acronym (RSI, MACD, CCI, MFI, ADX).
  if (/^[a-z]{2,4}$/.test(words)) return words.toUpperCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const strategyNameOf = (strategy: Strategy | undefined, fallback: string, locale: FormatLocale) =>
  strategy === undefined ? fallback : locale === 'fa' && strategy.fa_name ? strategy.fa_name : strategy.name;

/** The match's strategy, with its category under it when it belongs to one (spec §2 main strategy). */
export const StrategyCell = ({
  match,
  strategy,
  locale,
}: {
  match: Match;
  strategy: Strategy | undefined;
  locale: FormatLocale;
}) => {
  const { t, i18n } = useTranslation('matches');
  const category = strategy?.category;
  const key = `category.${category}`;
  return (
    <span className="flex min-w-0 flex-col leading-tight">
      <span className="max-w-56 truncate font-medium text-ink">
        {strategyNameOf(strategy, match.strategyName, locale)}
      </span>
      {category && (
        <span className="max-w-56 truncate text-ink-muted text-xs">
          {/* A category the catalog adds later reads from its slug until it is translated. */}
          {i18n.exists(key, { ns: 'matches' }) ? t(key as 'category.rsi') : categoryText(category)}
        </span>
      )}
    </span>
  );
};

const percentFormats = new Map<FormatLocale, Intl.NumberFormat>();

/** A distance in percent with at most 2 decimals, in the locale's digits. */
export const formatDistance = (percent: number, locale: FormatLocale): string => {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', {
      style: 'percent',
      maximumFractionDigits: 2,
    });
    percentFormats.set(locale, format);
  }
  return format.format(percent / 100);
};

/** The instant a match fired, in milliseconds, from its ISO matchDate. */
export const matchedAtMs = (match: Match): number => Date.parse(match.matchDate);
