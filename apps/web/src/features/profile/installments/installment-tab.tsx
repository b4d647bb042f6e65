import {
  type InstallmentEntry,
  installmentParts,
  installmentStatus,
  nextInstallment,
} from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useUser } from '../../../lib/endpoints';
import { useFormat } from '../../../lib/format';
import { buttonClass } from '../../../ui/button';
import { StatusChip } from '../../../ui/status-chip';
import { TabHeader } from '../../../ui/tab-header';

const TONES = { paid: 'success', pending: 'warning', upcoming: 'neutral' } as const;

const InstallmentCard = ({ entry }: { entry: InstallmentEntry }) => {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const next = nextInstallment(entry);
  return (
    <article
      data-testid="installment-card"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface-raised p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-bold text-lg">
          {t(`plans.${entry.planName}`, { defaultValue: entry.planName })}
        </h2>
        <p className="text-ink-muted text-sm">
          {t('installments.subscription', {
            start: format.date(entry.startSubscription),
            days: format.count(entry.endSubscription),
          })}
        </p>
      </header>
      <ol className="grid grid-cols-1 gap-2 tablet:grid-cols-3">
        {installmentParts(entry).map((part) => {
          const status = installmentStatus(part);
          return (
            <li key={part.slot} className="flex flex-col gap-1.5 rounded-lg bg-surface-muted/60 p-3">
              <span className="text-ink-muted text-xs">{t(`installments.${part.slot}`)}</span>
              <span className="tabular font-semibold">
                {format.number(part.amount)} {part.currency.toUpperCase()}
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <StatusChip tone={TONES[status]}>{t(`installments.statuses.${status}`)}</StatusChip>
                {status !== 'paid' && (
                  <span className="text-ink-muted text-xs">
                    {part.daysLeft < 0
                      ? t('installments.overdue', { days: format.count(-part.daysLeft) })
                      : t('installments.days-left', { days: format.count(part.daysLeft) })}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {next && entry.payUrl && (
        <a href={entry.payUrl} className={buttonClass('primary', 'md', 'self-start')}>
          {t('installments.pay', { amount: `${format.number(next.amount)} ${next.currency.toUpperCase()}` })}
        </a>
      )}
    </article>
  );
};

/** Spec §2 installment: a card per plan with its three parts, their status and days left, and the pay link. */
export const InstallmentTab = () => {
  const { t } = useTranslation('profile');
  const { data: user } = useUser();
  if (!user) return null;
  if (user.installment.length === 0) return <Navigate to="/profile/user" replace />;
  return (
    <>
      <TabHeader title={t('tabs.installment')} text={t('installments.text')} />
      {user.installment.map((entry) => (
        <InstallmentCard key={`${entry.planName}-${entry.startSubscription}`} entry={entry} />
      ))}
    </>
  );
};
