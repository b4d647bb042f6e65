import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { impersonate, useAdminUser } from '../../../lib/endpoints/admin-users';
import { useFormat } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { ChevronStartIcon, UserIcon } from '../../../ui/icons';
import { Modal } from '../../../ui/modal';
import { ErrorState } from '../../../ui/states';
import { TabHeader } from '../../../ui/tab-header';
import { notifyAdminError } from '../admin-error';
import { Card } from '../card';
import { GiveGiftForm, GrantPlanForm } from './grant-forms';
import { UserRecords } from './user-records';

/** One account: what it holds and has done, and the administrator's actions on it. */
export const UserDetailPage = () => {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { userId = '' } = useParams();
  const detail = useAdminUser(userId);
  const [asking, setAsking] = useState(false);
  const [starting, setStarting] = useState(false);
  const back = (
    <Link to="/admin/users" className="inline-flex items-center gap-1 text-brand text-sm hover:underline">
      <ChevronStartIcon size={14} className="rtl:-scale-x-100" />
      {t('users.back')}
    </Link>
  );
  if (detail.isError)
    return (
      <>
        {back}
        <ErrorState onRetry={() => void detail.refetch()} />
      </>
    );
  if (!detail.data) return back;
  const { user } = detail.data;
  const actAs = () => {
    setStarting(true);
    impersonate(userId)
      // A new page: every cached answer was the administrator's, the next token is the user's.
      .then(() => window.location.assign('/'))
      .catch((error: unknown) => {
        setStarting(false);
        notifyAdminError(error);
      });
  };
  const facts: [string, string][] = [
    [t('users.email'), user.email],
    [t('users.phone'), user.phoneNumber || '—'],
    [t('users.role'), t(`users.roles.${user.role}`)],
    [t('users.registered'), format.date(user.registerDate)],
    [t('users.plan'), user.plan],
    [t('users.global-plan'), user.globalPlan],
  ];
  return (
    <>
      {back}
      <TabHeader title={user.displayName || user.email} text={user.email}>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          <UserIcon size={15} />
          {t('users.impersonate')}
        </Button>
      </TabHeader>
      <Card title={t('users.account')}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm tablet:grid-cols-2 desktop:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label} className="flex min-w-0 flex-col">
              <dt className="text-ink-muted text-xs">{label}</dt>
              <dd className="truncate font-medium" data-testid={`fact-${label}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className="grid grid-cols-1 gap-4 min-[1300px]:grid-cols-2">
        <GrantPlanForm userId={userId} />
        <GiveGiftForm userId={userId} />
      </div>
      <UserRecords detail={detail.data} />
      <Modal
        open={asking}
        onOpenChange={setAsking}
        size="sm"
        title={t('users.impersonate-confirm', { name: user.displayName || user.email })}
        description={t('users.impersonate-text')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('cancel')}
            </Button>
            <Button onClick={actAs} pending={starting}>
              {t('users.impersonate')}
            </Button>
          </>
        }
      />
    </>
  );
};
