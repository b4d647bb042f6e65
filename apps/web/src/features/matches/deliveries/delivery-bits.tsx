import {
  type AlertDelivery,
  type AlertDeliveryStatus,
  type Timeframe,
  timeframeLabel,
} from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useStrategyName } from '../../../lib/endpoints/strategies';
import { useFormat } from '../../../lib/format';

const STATUS_TONE: Record<AlertDeliveryStatus, string> = {
  delivered: 'bg-buy/15 text-buy',
  pending: 'bg-surface-muted text-ink-muted',
  retrying: 'bg-warning/15 text-warning',
  skipped: 'bg-surface-muted text-ink-muted',
  dead: 'bg-sell/15 text-sell',
};

/** Reasons the outbox itself gives (channels/*.ts, delivery.ts); any other is a channel's answer. */
const REASONS = [
  'telegram-not-configured',
  'telegram-muted',
  'telegram-unbound',
  'webhook-address-refused',
  'webhook-missing',
  'user-gone',
] as const;
const isOutboxReason = (reason: string): reason is (typeof REASONS)[number] =>
  (REASONS as readonly string[]).includes(reason);

/** A delivery's state as a badge; a failing one also says why and when it is tried again. */
export const DeliveryStatus = ({ delivery }: { delivery: AlertDelivery }) => {
  const { t } = useTranslation('matches');
  const format = useFormat();
  const { status, reason, attempts, nextAttemptAt } = delivery;
  return (
    <span className="flex min-w-0 flex-col items-start gap-0.5">
      <span className={clsx('rounded-full px-2 py-0.5 font-semibold text-[11px]', STATUS_TONE[status])}>
        {t(`deliveries.status.${status}`)}
      </span>
      {status !== 'delivered' && reason !== null && (
        <span className="max-w-64 break-words text-ink-muted text-xs">
          {/* The outbox's own reasons read in the user's language; a channel's answer (an SMTP reply) as it came. */}
          {isOutboxReason(reason) ? t(`deliveries.reason.${reason}`) : <span dir="ltr">{reason}</span>}
        </span>
      )}
      {status === 'retrying' && nextAttemptAt !== null && (
        <span className="text-ink-faint text-xs">
          {t('deliveries.tries', { count: attempts, n: format.count(attempts) })} ·{' '}
          {t('deliveries.next-try', { time: format.date(nextAttemptAt / 1000, true) })}
        </span>
      )}
    </span>
  );
};

/** "Buy · RSI cross · 4h": the alert's side, strategy (or Jump) and timeframe. */
export const DeliverySignal = ({ delivery }: { delivery: AlertDelivery }) => {
  const { t } = useTranslation('matches');
  const strategyName = useStrategyName();
  const side =
    delivery.side === 'buy' || delivery.side === 'strong buy'
      ? 'text-buy'
      : delivery.side === 'neutral'
        ? 'text-ink-muted'
        : 'text-sell';
  return (
    <span className="text-xs">
      <span className={clsx('font-semibold', side)}>{t(`deliveries.side.${delivery.side}`)}</span>
      <span className="text-ink-muted">
        {' · '}
        {delivery.kind === 'jump'
          ? t('deliveries.jump')
          : strategyName(delivery.strategyId, delivery.strategyName)}
        {' · '}
        <span dir="ltr">{timeframeLabel(delivery.timeframe as Timeframe)}</span>
      </span>
    </span>
  );
};
