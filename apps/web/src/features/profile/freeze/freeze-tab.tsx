import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useUser } from '../../../lib/endpoints';
import { useFormat } from '../../../lib/format';
import { StatusChip } from '../../../ui/status-chip';
import { TabHeader } from '../../../ui/tab-header';
import { FreezeControl } from './freeze-control';

/** Spec §2 freeze-account: shown only while the crypto plan is frozen; its days wait until unfrozen. */
export const FreezeTab = () => {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const { data: user } = useUser();
  if (!user) return null;
  if (user.cryptoFreezeStatus !== 'freezed') return <Navigate to="/profile/user" replace />;
  return (
    <>
      <TabHeader title={t('tabs.freeze-account')} text={t('freeze.tab-text')} />
      <section className="flex flex-col gap-4 rounded-xl border border-line bg-surface-raised p-5">
        <p className="flex items-center gap-3">
          <StatusChip tone="warning">{t('freeze.frozen')}</StatusChip>
          <span className="text-ink-muted text-sm">
            {t('freeze.days-waiting', { days: format.count(user.remainingDays.crypto) })}
          </span>
        </p>
        <div>
          <FreezeControl user={user} />
        </div>
      </section>
    </>
  );
};
