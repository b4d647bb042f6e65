import type { User } from '@tradescope/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { AvatarEditor } from './avatar-editor';

const EMPTY = '---';

const Fact = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <div className="flex min-w-0 flex-col gap-0.5">
    <dt className="text-ink-faint text-xs">{label}</dt>
    <dd data-testid={testId} className="tabular truncate font-semibold text-ink text-sm">
      {children}
    </dd>
  </div>
);

/** Spec §2 user card: photo, name, sign-up date, both plans, the last charge; "---" where nothing is known. */
export const UserCard = ({ user }: { user: User }) => {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const planName = (plan: string) => t(`plans.${plan}`, { defaultValue: plan });
  return (
    <section
      data-testid="user-card"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface-raised p-4 tablet:flex-row tablet:items-center tablet:gap-6 tablet:p-5"
    >
      <div className="flex items-center gap-4">
        <AvatarEditor user={user} />
        <div className="min-w-0">
          <p data-testid="user-card-name" className="truncate font-bold text-lg">
            {user.displayName || EMPTY}
          </p>
          <p className="truncate text-ink-muted text-sm" dir="ltr">
            {user.email}
          </p>
        </div>
      </div>
      <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-3 desktop:grid-cols-4">
        <Fact label={t('card.signed-up')}>{format.date(user.registerDate)}</Fact>
        <Fact label={t('card.crypto-plan')} testId="crypto-plan">
          {planName(user.plan)}
        </Fact>
        <Fact label={t('card.global-plan')}>{planName(user.globalPlan)}</Fact>
        <Fact label={t('card.last-charge')}>
          {user.lastChargeDate === null
            ? EMPTY
            : t('card.charge', {
                date: format.date(user.lastChargeDate),
                days: format.count(user.lastChargeDays ?? 0),
              })}
        </Fact>
      </dl>
    </section>
  );
};
