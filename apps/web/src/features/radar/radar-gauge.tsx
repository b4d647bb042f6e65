import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { RefreshIcon } from '../../ui/icons';
import { type GaugeCounts, type GaugeSegment, readGauge, shareOf } from './gauge';
import { GaugeArc } from './gauge-arc';
import type { RadarPosition } from './radar-filters';
import { useRadarFormat } from './radar-format';

export interface RadarGaugeProps {
  /** Undefined while the first counts load. */
  readonly counts: GaugeCounts | undefined;
  readonly error: boolean;
  readonly onRetry: () => void;
  readonly position: RadarPosition | null;
  readonly onTogglePosition: (position: RadarPosition) => void;
}

const SEGMENT_TONE: Record<GaugeSegment, string> = {
  'strong-sell': 'text-sell',
  sell: 'text-sell',
  neutral: 'text-ink-muted',
  buy: 'text-buy',
  'strong-buy': 'text-buy',
};

const SIDE_TONE: Record<RadarPosition, { on: string; dot: string; text: string }> = {
  sell: { on: 'border-sell bg-sell/10 ring-1 ring-sell', dot: 'bg-sell', text: 'text-sell' },
  buy: { on: 'border-buy bg-buy/10 ring-1 ring-buy', dot: 'bg-buy', text: 'text-buy' },
};

/**
 * Spec §2 and §4: the gauge of buy against sell matches. Choosing a side (on the arc or its count below) toggles
 * the position filter. The instrument keeps sell on the left and buy on the right in both reading directions, as
 * a physical meter would, with its words and colours saying which end is which.
 */
export const RadarGauge = ({ counts, error, onRetry, position, onTogglePosition }: RadarGaugeProps) => {
  const { t } = useTranslation('radar');
  const format = useRadarFormat();
  const reading = readGauge(counts ?? { buy: 0, sell: 0, total: 0 });
  const loading = counts === undefined && !error;

  const side = (which: RadarPosition) => {
    const count = counts?.[which] ?? 0;
    const pressed = position === which;
    return (
      <button
        type="button"
        aria-pressed={pressed}
        onClick={() => onTogglePosition(which)}
        data-side={which}
        aria-label={t(`gauge.${which}-label`, { total: format.total(count) })}
        className={clsx(
          'flex min-w-0 flex-1 flex-col gap-0.5 rounded-xl border px-3 py-2 text-start transition',
          'focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-2',
          pressed ? SIDE_TONE[which].on : 'border-line hover:border-line-strong hover:bg-surface-muted/60',
          which === 'buy' && 'items-end text-end',
        )}
      >
        <span className="flex items-center gap-1.5 font-medium text-ink-muted text-xs">
          <span aria-hidden="true" className={clsx('size-2 rounded-full', SIDE_TONE[which].dot)} />
          {t(`side.${which}`)}
        </span>
        {loading ? (
          <span className="skeleton h-6 w-14 rounded" />
        ) : (
          <span className="flex items-baseline gap-1.5">
            <span className={clsx('tabular font-bold text-xl leading-6', SIDE_TONE[which].text)}>
              {format.total(count)}
            </span>
            <span className="tabular text-ink-faint text-xs">
              {format.percent(shareOf(count, counts?.total ?? 0))}
            </span>
          </span>
        )}
      </button>
    );
  };

  return (
    <section
      aria-labelledby="radar-gauge-title"
      className="flex flex-col justify-between gap-3 rounded-xl border border-line bg-surface-raised p-4 tablet:min-h-[22rem]"
    >
      <header className="flex items-center justify-between gap-2">
        <h2 id="radar-gauge-title" className="font-semibold text-sm">
          {t('gauge.title')}
        </h2>
        {counts !== undefined && (
          <span className="tabular text-ink-muted text-xs">
            {t('gauge.total', { count: counts.total, total: format.total(counts.total) })}
          </span>
        )}
      </header>
      <div dir="ltr" className="relative mx-auto w-full max-w-72">
        <GaugeArc reading={reading} position={position} muted={loading || error} />
        {/* The arc's halves answer a pointer too; keyboards and readers use the counts below. */}
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => onTogglePosition('sell')}
          data-gauge-half="sell"
          className="absolute inset-y-0 start-0 w-1/2 cursor-pointer rounded-s-full"
        />
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => onTogglePosition('buy')}
          data-gauge-half="buy"
          className="absolute inset-y-0 end-0 w-1/2 cursor-pointer rounded-e-full"
        />
      </div>
      <p
        role="status"
        data-marker-percent={reading.markerPercent}
        className="-mt-2 text-center font-bold text-lg leading-tight"
      >
        {error ? (
          <span className="font-medium text-ink-muted text-sm">{t('gauge.error')}</span>
        ) : loading ? (
          <span className="skeleton mx-auto block h-6 w-24 rounded" />
        ) : (
          <span className={SEGMENT_TONE[reading.segment]}>{t(`segment.${reading.segment}`)}</span>
        )}
      </p>
      {error && (
        <Button variant="secondary" size="sm" onClick={onRetry} className="self-center">
          <RefreshIcon size={14} />
          {t('retry')}
        </Button>
      )}
      <div dir="ltr" className="flex gap-2">
        {side('sell')}
        {side('buy')}
      </div>
    </section>
  );
};
