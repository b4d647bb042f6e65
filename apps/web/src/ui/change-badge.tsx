import type { FormatLocale } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useFormat } from '../lib/format';

const formatters = new Map<FormatLocale, Intl.NumberFormat>();

/** A change as a signed percent with 2 decimals ("+1.25%", "-0.40%"), in the locale's digits. */
export const formatChange = (percent: number, locale: FormatLocale): string => {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    formatters.set(locale, formatter);
  }
  return Number.isFinite(percent) ? formatter.format(percent / 100) : '-';
};

/** A 24 h change on a tinted pill: teal up, rose down, grey flat. */
export const ChangeBadge = ({ change, className }: { change: number; className?: string }) => {
  const { locale } = useFormat();
  return (
    <span
      data-change={change}
      className={clsx(
        'tabular inline-block min-w-[4.5rem] rounded-md px-1.5 py-0.5 text-center font-semibold text-xs',
        change > 0
          ? 'bg-buy/12 text-buy'
          : change < 0
            ? 'bg-sell/12 text-sell'
            : 'bg-surface-muted text-ink-muted',
        className,
      )}
    >
      <span dir="ltr">{formatChange(change, locale)}</span>
    </span>
  );
};
