import {
  type InstallmentEntry,
  type InstallmentPart,
  nextInstallment,
  shouldRemindInstallment,
  TIMERS,
  type UnixSeconds,
  type User,
} from '@tradescope/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Button, buttonClass } from '../../ui/button';
import { CardIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { useReminder } from './use-reminder';

/** The first plan whose next unpaid part is close enough to remind about (spec §4: 3 or fewer). */
const firstDue = (user: User | undefined): { entry: InstallmentEntry; part: InstallmentPart } | undefined =>
  user?.installment
    .map((entry) => ({ entry, part: nextInstallment(entry) }))
    .find((due): due is { entry: InstallmentEntry; part: InstallmentPart } => due.part !== undefined);

/** Spec §4: the installment reminder opens 5 s after load, once per 7 days per plan. */
export const InstallmentModal = ({ user }: { user: User | undefined }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const due = useMemo(() => firstDue(user), [user]);
  const rule = useCallback(
    (last: UnixSeconds | null, now: UnixSeconds) =>
      due !== undefined && shouldRemindInstallment(due.part.daysLeft, last, now),
    [due],
  );
  const [open, close] = useReminder(
    due && `installment-reminder:${due.entry.planName}`,
    rule,
    TIMERS.installmentModalDelayS,
  );
  if (!due) return null;
  const { entry, part } = due;
  const values = {
    plan: entry.planName,
    slot: t(`installment.${part.slot}`),
    amount: format.number(part.amount),
    currency: part.currency.toUpperCase(),
    days: format.count(part.daysLeft),
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      size="sm"
      title={t('installment.title')}
      description={t(part.daysLeft < 0 ? 'installment.overdue' : 'installment.text', values)}
      media={
        <span className="flex size-11 items-center justify-center rounded-full bg-warning/15 text-warning">
          <CardIcon size={20} />
        </span>
      }
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('action.later')}
          </Button>
          {entry.payUrl && (
            <a
              href={entry.payUrl}
              target="_blank"
              rel="noreferrer"
              onClick={close}
              className={buttonClass('primary')}
            >
              {t('installment.pay')}
            </a>
          )}
        </>
      }
    />
  );
};
