import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useUser } from '../../lib/endpoints';
import { Spinner } from '../../ui/spinner';
import { EmptyState } from '../../ui/states';

export const ADMIN_PAGES = ['users', 'videos', 'tips', 'help', 'quotes', 'packs', 'health', 'audit'] as const;

/**
 * The administrator's console: its pages in a side menu on desktop, a scrolling strip on phones. The server refuses
 * every admin call to anyone else; this only spares them a screen of errors.
 */
export const AdminLayout = () => {
  const { t } = useTranslation('admin');
  const { data: user, isPending } = useUser();
  if (isPending)
    return (
      <main className="flex flex-1 items-center justify-center py-20">
        <Spinner />
      </main>
    );
  if (user?.role !== 'administrator')
    return (
      <main className="flex flex-1 items-center justify-center">
        <EmptyState title={t('forbidden')} />
      </main>
    );
  return (
    <main
      data-route="admin"
      className="mx-auto flex w-full min-w-0 max-w-[1400px] flex-1 flex-col gap-4 px-4 py-5 desktop:flex-row desktop:items-start desktop:gap-6 desktop:px-5"
    >
      <nav
        aria-label={t('title')}
        className="-mx-4 min-w-0 shrink-0 border-line border-b px-4 pb-2 desktop:sticky desktop:top-20 desktop:mx-0 desktop:w-56 desktop:border-0 desktop:px-0"
      >
        <p className="mb-2 hidden font-semibold text-brand text-xs uppercase tracking-wider desktop:block">
          {t('title')}
        </p>
        <ul className="flex gap-1 overflow-x-auto desktop:flex-col">
          {ADMIN_PAGES.map((page) => (
            <li key={page} className="shrink-0">
              <NavLink
                to={`/admin/${page}`}
                className={({ isActive }) =>
                  clsx(
                    'flex h-9 items-center whitespace-nowrap rounded-lg px-3 font-medium text-sm transition',
                    isActive
                      ? 'bg-brand/10 text-brand'
                      : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                  )
                }
              >
                {t(`tabs.${page}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="flex min-w-0 flex-1 flex-col gap-4">
        <Outlet />
      </section>
    </main>
  );
};
