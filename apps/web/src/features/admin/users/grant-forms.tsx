import { PAID_TIERS, type PaidTier } from '@tradescope/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GrantGroup, useGiveGift, useGrantPlan } from '../../../lib/endpoints/admin-users';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { SelectField } from '../../../ui/text-area';
import { notify } from '../../../ui/toast';
import { notifyAdminError } from '../admin-error';
import { Card } from '../card';
import { GRANT_GROUPS } from './access-rows';

const useGrantFields = () => {
  const { t } = useTranslation('admin');
  const [group, setGroup] = useState<GrantGroup>('crypto');
  const [tier, setTier] = useState<PaidTier>('pro');
  const [days, setDays] = useState('30');
  const fields = (
    <>
      <SelectField
        label={t('users.group')}
        value={group}
        options={GRANT_GROUPS.map((value) => ({ value, label: t(`users.groups.${value}`) }))}
        onChange={(value) => setGroup(value as GrantGroup)}
      />
      <SelectField
        label={t('users.tier')}
        value={tier}
        options={PAID_TIERS.map((value) => ({ value, label: value }))}
        onChange={(value) => setTier(value as PaidTier)}
      />
      <TextField
        label={t('users.grant-days')}
        type="number"
        min={1}
        max={3650}
        inputMode="numeric"
        value={days}
        onChange={(event) => setDays(event.target.value)}
      />
    </>
  );
  return { fields, grant: { group, tier, days: Number(days) } };
};

const FORM = 'grid grid-cols-1 items-end gap-3 tablet:grid-cols-3';

/** Days of a tier added to the user's plan, without a charge (audited on the server). */
export const GrantPlanForm = ({ userId }: { userId: string }) => {
  const { t } = useTranslation('admin');
  const { fields, grant } = useGrantFields();
  const mutation = useGrantPlan(userId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(grant, {
      onSuccess: () => notify.success(t('users.granted', { days: grant.days, tier: grant.tier })),
      onError: notifyAdminError,
    });
  };
  return (
    <Card title={t('users.grant')} text={t('users.grant-text')}>
      <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t('users.grant')}>
        <div className={FORM}>{fields}</div>
        <Button type="submit" className="self-start" pending={mutation.isPending}>
          {t('users.grant-action')}
        </Button>
      </form>
    </Card>
  );
};

/** A gift the user activates later from the gifts tab. */
export const GiveGiftForm = ({ userId }: { userId: string }) => {
  const { t } = useTranslation('admin');
  const { fields, grant } = useGrantFields();
  const [name, setName] = useState('');
  const mutation = useGiveGift(userId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { ...grant, name },
      {
        onSuccess: () => {
          setName('');
          notify.success(t('users.gifted'));
        },
        onError: notifyAdminError,
      },
    );
  };
  return (
    <Card title={t('users.gift')} text={t('users.gift-text')}>
      <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t('users.gift')}>
        <TextField
          label={t('users.gift-name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <div className={FORM}>{fields}</div>
        <Button type="submit" className="self-start" pending={mutation.isPending}>
          {t('users.gift-action')}
        </Button>
      </form>
    </Card>
  );
};
