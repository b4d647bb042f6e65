import type { AdminUser } from '@tradescope/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAdminUsers } from '../../../lib/endpoints/admin-users';
import { useFormat } from '../../../lib/format';
import { TextField } from '../../../ui/field';
import { SearchIcon } from '../../../ui/icons';
import { Pagination, pageCountOf } from '../../../ui/pagination';
import { TabHeader } from '../../../ui/tab-header';
import { type Column, DataTable } from '../../../ui/table';
import { activeTiersOf } from './access-rows';

// Spec §9: text inputs wait 400 ms after the last key before they search.
const TYPING_DEBOUNCE_MS = 400;

/** Users: search by e-mail or name (kept in the address), 25 a page, newest sign-ups first. */
export const UsersPage = () => {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  // The address follows every key; the search waits until typing pauses.
  const [asked, setAsked] = useState(search);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(search), TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const users = useAdminUsers(asked, asked === search ? page : 1);

  const nowS = Date.now() / 1000;
  const columns: Column<AdminUser>[] = [
    {
      id: 'email',
      header: t('users.email'),
      cell: (user) => (
        <Link to={`/admin/users/${user.id}`} className="font-medium text-brand hover:underline" dir="ltr">
          {user.email}
        </Link>
      ),
    },
    { id: 'name', header: t('users.name'), cell: (user) => user.displayName },
    { id: 'role', header: t('users.role'), cell: (user) => t(`users.roles.${user.role}`) },
    {
      id: 'plans',
      header: t('users.plans'),
      cell: (user) =>
        activeTiersOf(user, nowS)
          .map((tier) => `${t(`users.groups.${tier.group}`)} · ${tier.tier}`)
          .join(', ') || '—',
    },
    { id: 'registered', header: t('users.registered'), cell: (user) => format.date(user.registerDate) },
  ];
  const data = users.data;
  return (
    <>
      <TabHeader title={t('tabs.users')} text={t('users.text')} />
      <TextField
        label={t('users.search')}
        type="search"
        value={search}
        placeholder={t('users.search-placeholder')}
        onChange={(event) =>
          setParams(event.target.value === '' ? {} : { search: event.target.value }, { replace: true })
        }
        end={<SearchIcon size={16} className="me-2 text-ink-faint" />}
        className="max-w-md"
      />
      {data && (
        <p className="text-ink-muted text-xs">{t('users.count', { count: format.count(data.total) })}</p>
      )}
      <DataTable
        caption={t('tabs.users')}
        columns={columns}
        rows={data?.users ?? []}
        rowKey={(user) => user.id}
        loading={users.isPending}
        error={users.isError}
        onRetry={() => void users.refetch()}
        emptyText={t('users.empty')}
      />
      {data && (
        <Pagination
          page={page}
          pageCount={pageCountOf(data.total, data.pageSize)}
          onPageChange={(next) =>
            setParams(search === '' ? { page: String(next) } : { search, page: String(next) })
          }
          itemCount={data.total}
        />
      )}
    </>
  );
};
