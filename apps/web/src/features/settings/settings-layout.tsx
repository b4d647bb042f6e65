import type { Market } from '@tradescope/domain';
import { clsx } from 'clsx';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useUser } from '../../lib/endpoints';
import { useFormat } from '../../lib/format';
import { BellIcon, BoltIcon, CandlesIcon, PeriscopeIcon } from '../../ui/icons';
import { ownCountOf, packRowsOf } from './list/pack-rows';
import { PACK_KINDS, PACK_LIST_KINDS, type PackListKind } from './pack-kinds';

const KIND_ICONS: Record<PackListKind, ComponentType<{ size?: number; className?: string }>> = {
  periscope: PeriscopeIcon,
  dynamic: BoltIcon,
  assets: CandlesIcon,
  alerts: BellIcon,
};

/**
 * The settings hub (spec §2): four tiles, each to its pack list, with the user's count against the plan's maximum.
 * It heads every pack list, so the four lists are one tap apart on a phone too.
 */
export const SettingsLayout = ({ market }: { market: Market }) => {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const { data: user } = useUser();
  return (
    <main
      data-route={`market.${market}.settings`}
      className="mx-auto flex w-full min-w-0 max-w-6xl flex-1 flex-col gap-5 px-4 py-5 tablet:px-5"
    >
      <header>
        <p className="font-semibold text-brand text-xs uppercase tracking-wider">
          {t(`market.${market}`, { ns: 'translation' })}
        </p>
        <h1 className="font-bold text-2xl tracking-tight">{t('hub.title')}</h1>
        <p className="mt-1 max-w-2xl text-ink-muted text-sm">{t('hub.subtitle')}</p>
      </header>
      <nav aria-label={t('hub.label')} className="grid grid-cols-2 gap-2.5 desktop:grid-cols-4">
        {PACK_LIST_KINDS.map((kind) => {
          const Icon = KIND_ICONS[kind];
          const count = user ? ownCountOf(packRowsOf(user.settings, market, kind)) : undefined;
          return (
            <NavLink
              key={kind}
              to={`/market/${market}/settings/${kind}`}
              end
              className={({ isActive }) =>
                clsx(
                  'group flex min-w-0 items-start gap-3 rounded-xl border p-3 transition',
                  'focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-2',
                  isActive
                    ? 'border-brand bg-brand/8 shadow-sm'
                    : 'border-line bg-surface-raised hover:border-line-strong hover:bg-surface-muted',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={clsx(
                      'inline-flex size-9 shrink-0 items-center justify-center rounded-lg',
                      isActive ? 'bg-brand text-on-brand' : 'bg-surface-muted text-ink-muted',
                    )}
                  >
                    <Icon size={18} />
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <span className="font-semibold text-ink text-sm leading-snug">
                      {t(`kinds.${kind}.title`)}
                    </span>
                    <span className="hidden text-ink-muted text-xs leading-snug tablet:block">
                      {t(`kinds.${kind}.hint`)}
                    </span>
                    {user && count !== undefined && (
                      <span className="tabular mt-1 text-ink-faint text-xs">
                        {t('hub.count', {
                          count: format.count(count),
                          max: format.count(user.limitations[PACK_KINDS[kind].cap]),
                        })}
                      </span>
                    )}
                  </span>
                </>
              )}
            </NavLink>
          );
        })}
      </nav>
      <Outlet />
    </main>
  );
};
