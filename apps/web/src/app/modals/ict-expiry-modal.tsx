import {
  daysLeft,
  marketGroupOf,
  shouldRemindIctExpiry,
  TIMERS,
  type UnixSeconds,
  type User,
} from '@tradescope/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { Button, buttonClass } from '../../ui/button';
import { CrownIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { useCurrentMarket } from '../shell/use-current-market';
import { nowSeconds } from '../shell/use-now';
import { useReminder } from './use-reminder';

/**
 * Spec §4 reminders: the ICT tier of the market group ends in 5, 3, 1 or 0 days (domain shouldRemindIctExpiry),
 * once per 7 days, checked 2 s after the user loads; it leads to the ICT plans.
 */
export const IctExpiryModal = ({ user }: { user: User | undefined }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const group = marketGroupOf(useCurrentMarket().market);
  const expiry = (group === 'crypto' ? user?.access : user?.globalAccess)?.ict ?? null;
  const rule = useCallback(
    (last: UnixSeconds | null, now: UnixSeconds) => shouldRemindIctExpiry(expiry, last, now),
    [expiry],
  );
  const [open, close] = useReminder(
    expiry === null ? undefined : `ict-expiry:${group}`,
    rule,
    TIMERS.expiryCheckDelayS,
  );
  if (expiry === null) return null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      size="sm"
      title={t('ict-expiry.title')}
      description={t('ict-expiry.text', { days: format.count(daysLeft(expiry, nowSeconds())) })}
      media={
        <span className="flex size-11 items-center justify-center rounded-full bg-gold/15 text-gold">
          <CrownIcon size={20} />
        </span>
      }
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('action.later')}
          </Button>
          <Link to={`/plans?group=${group}&tier=ict`} onClick={close} className={buttonClass('primary')}>
            {t('ict-expiry.renew')}
          </Link>
        </>
      }
    />
  );
};
