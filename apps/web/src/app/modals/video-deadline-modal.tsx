import { marketGroupOf, shouldRemindIct, TIMERS, type UnixSeconds, type User } from '@tradescope/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { Button, buttonClass } from '../../ui/button';
import { CalendarIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { useCurrentMarket } from '../shell/use-current-market';
import { useReminder } from './use-reminder';

/**
 * The ICT video deadline: when the market group's ICT programme has a due date and its remaining days hit
 * 5, 3, 1 or 0 (domain shouldRemindIct), once per 7 days; checked 2 s after the user loads (spec §4).
 */
export const VideoDeadlineModal = ({ user }: { user: User | undefined }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const group = marketGroupOf(useCurrentMarket().market);
  const ict = user?.ictData[group];
  const dueDate = ict?.dueDate ?? null;
  const rule = useCallback(
    (last: UnixSeconds | null, now: UnixSeconds) =>
      ict !== undefined && dueDate !== null && shouldRemindIct(ict.remaindDays, last, now),
    [ict, dueDate],
  );
  const [open, close] = useReminder(
    dueDate === null ? undefined : `ict-reminder:${group}`,
    rule,
    TIMERS.expiryCheckDelayS,
  );
  if (!ict || dueDate === null) return null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      size="sm"
      title={t('video-deadline.title')}
      description={t('video-deadline.text', {
        date: format.date(dueDate),
        days: format.count(ict.remaindDays),
      })}
      media={
        <span className="flex size-11 items-center justify-center rounded-full bg-warning/15 text-warning">
          <CalendarIcon size={20} />
        </span>
      }
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('action.later')}
          </Button>
          <Link to="/profile/upload-video" onClick={close} className={buttonClass('primary')}>
            {t('video-deadline.upload')}
          </Link>
        </>
      }
    />
  );
};
