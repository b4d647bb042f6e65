import { type Badge, badgeOf, type User } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { nowSeconds } from './use-now';

const TONES: Record<Badge['label'], string> = {
  admin: 'bg-violet-500/15 text-violet-600 dark:text-violet-300',
  manager: 'bg-violet-500/15 text-violet-600 dark:text-violet-300',
  hero: 'bg-gold/15 text-gold',
  'global hero': 'bg-gold/15 text-gold',
  xmoon: 'bg-indigo-500/15 text-indigo-600 dark:text-indigo-300',
  'global xmoon': 'bg-indigo-500/15 text-indigo-600 dark:text-indigo-300',
  pro: 'bg-brand/15 text-brand',
  gift: 'bg-sell/12 text-sell',
  free: 'bg-surface-muted text-ink-muted',
};

const KEYS = {
  admin: 'badge.admin',
  manager: 'badge.manager',
  hero: 'badge.hero',
  'global hero': 'badge.global-hero',
  xmoon: 'badge.xmoon',
  'global xmoon': 'badge.global-xmoon',
  pro: 'badge.pro',
  free: 'badge.free',
} as const;

/** The plan badge of spec §6, decided by the domain's badgeOf. */
export const UserBadge = ({ user, className }: { user: User; className?: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const badge = badgeOf(user, nowSeconds());
  const text =
    badge.label === 'gift' ? t('badge.gift', { days: format.count(badge.days) }) : t(KEYS[badge.label]);
  return (
    <span
      data-testid="user-badge"
      className={clsx(
        'inline-flex h-5 items-center rounded-full px-2 font-semibold text-[10px] uppercase tracking-wide',
        TONES[badge.label],
        className,
      )}
    >
      {text}
    </span>
  );
};
