import type { User } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar';
import { UserBadge } from './user-badge';

/** The header's user overview: photo, name and plan badge, leading to the profile. */
export const UserOverview = ({ user }: { user: User | undefined }) => {
  const { t } = useTranslation();
  return (
    <Link
      to="/profile/user"
      data-testid="user-overview"
      className="flex items-center gap-2.5 rounded-lg py-1 ps-1 pe-2.5 transition hover:bg-surface-muted"
    >
      <Avatar user={user} size={30} />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="max-w-36 truncate font-semibold text-sm">
          {user?.displayName || t('header.account')}
        </span>
        {user && <UserBadge user={user} className="mt-0.5 self-start" />}
      </span>
    </Link>
  );
};
