import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { Button, buttonClass } from '../../../ui/button';
import { CrownIcon, LockIcon, PlusSquareIcon } from '../../../ui/icons';
import type { NewPackState } from './use-pack-list';

/** Spec §2: a new pack; without access the upgrade button; at the maximum a disabled lock button. */
export const NewPackButton = ({
  state,
  max,
  href,
  onUpgrade,
  alert = false,
}: {
  state: NewPackState;
  /** The alerts list adds an alert. */
  alert?: boolean;
  max: number;
  href: string;
  onUpgrade: () => void;
}) => {
  const { t } = useTranslation('settings');
  const format = useFormat();
  if (state === 'upgrade')
    return (
      <Button variant="secondary" onClick={onUpgrade}>
        <CrownIcon size={16} className="text-brand" />
        {t('list.upgrade')}
      </Button>
    );
  if (state === 'at-max')
    return (
      <Button variant="secondary" disabled title={t('list.at-max', { max: format.count(max) })}>
        <LockIcon size={15} />
        {t('list.at-max', { max: format.count(max) })}
      </Button>
    );
  return (
    <Link to={href} className={buttonClass('primary')}>
      <PlusSquareIcon size={16} />
      {t(alert ? 'list.new-alert' : 'list.new')}
    </Link>
  );
};
