import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/endpoints';
import { TabHeader } from '../../../ui/tab-header';
import { FreezeControl } from '../freeze/freeze-control';
import { XmoonRow } from '../xmoon/xmoon-row';
import { ContactRows } from './contact-rows';
import { DaysCards } from './days-cards';
import { EditableRow } from './editable-row';
import { PasswordForm } from './password-form';
import { SettingRow } from './setting-row';
import { UserCard } from './user-card';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section className="rounded-xl border border-line bg-surface-raised px-4 py-2 tablet:px-5">
    <h2 className="pt-3 pb-1 font-semibold text-base">{title}</h2>
    {children}
  </section>
);

/** Spec §2 user tab: the card, the days, the account settings and the password. */
export const UserTab = () => {
  const { t } = useTranslation('profile');
  const { data: user } = useUser();
  if (!user) return <div className="h-64 animate-pulse rounded-xl bg-surface-muted" />;
  const frozen = user.cryptoFreezeStatus === 'freezed';
  return (
    <>
      <TabHeader title={t('tabs.user')} text={t('user.text')} />
      <UserCard user={user} />
      <DaysCards user={user} />
      <Section title={t('account.title')}>
        <div className="divide-y divide-line">
          <EditableRow user={user} field="displayName" label={t('account.name')} />
          <ContactRows user={user} />
          <EditableRow
            user={user}
            field="nationalCode"
            label={t('account.national-code')}
            inputMode="numeric"
          />
          <XmoonRow user={user} />
          {(user.remainingDays.crypto > 0 || frozen) && (
            <SettingRow label={t('freeze.label')} value={t(frozen ? 'freeze.frozen' : 'freeze.running')}>
              <FreezeControl user={user} />
            </SettingRow>
          )}
        </div>
      </Section>
      <Section title={t('password.title')}>
        <div className="pt-2 pb-4">
          <PasswordForm />
        </div>
      </Section>
    </>
  );
};
