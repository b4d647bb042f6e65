import {
  can,
  FEATURES,
  type Market,
  marketGroupOf,
  PAGE_SIZES,
  type Settings,
  unixSecondsFromMillis,
} from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/app-store';
import { useSaveSettings, useUser } from '../../../lib/endpoints';
import { readPage, useUrlView, writePage } from '../../../lib/url-state';
import { notify } from '../../../ui/toast';
import { PACK_KINDS, type PackListKind } from '../pack-kinds';
import {
  ownCountOf,
  type PackRow,
  packRowsOf,
  searchRows,
  withEnabled,
  withOrder,
  withoutPack,
} from './pack-rows';

/** What the new-pack button offers (spec §2): a new pack, the upgrade path, or a lock at the maximum. */
export type NewPackState = 'new' | 'upgrade' | 'at-max';

/** The list's view in the address: the search (spec §2) and the page, omitted on page 1. */
type ListView = { readonly search: string; readonly page: number };

const readView = (params: URLSearchParams): ListView => ({
  search: params.get('search') ?? '',
  page: readPage(params.get('page')),
});

const writeView = ({ search, page }: ListView): URLSearchParams => {
  const params = new URLSearchParams();
  if (search !== '') params.set('search', search);
  writePage(params, page);
  return params;
};

/** The pack list's state: the user's rows, search and page in the address, and the actions that save at once. */
export const usePackList = (market: Market, kind: PackListKind) => {
  const { t } = useTranslation('settings');
  const { data: user, isPending, isError, refetch } = useUser();
  const save = useSaveSettings();
  const openUpgrade = useAppStore((state) => state.openUpgrade);
  const [view, go] = useUrlView(readView, writeView);
  const { search } = view;
  const entry = PACK_KINDS[kind];

  const rows = user ? packRowsOf(user.settings, market, kind) : [];
  const shown = searchRows(rows, search);
  const pageCount = Math.max(1, Math.ceil(shown.length / PAGE_SIZES.packList));
  const page = Math.min(view.page, pageCount);
  const count = ownCountOf(rows);
  const max = user?.limitations[entry.cap] ?? 0;
  const allowed = user !== undefined && can(user, entry.feature, market, unixSecondsFromMillis(Date.now()));
  const newPack: NewPackState = !allowed ? 'upgrade' : count >= max ? 'at-max' : 'new';

  const store = (change: (settings: Settings) => Settings, done?: string) => {
    if (!user) return;
    save.mutate(change(user.settings), {
      onSuccess: () => done && notify.success(done),
      onError: notify.error,
    });
  };
  return {
    user,
    isPending,
    isError,
    refetch,
    rows: shown.slice((page - 1) * PAGE_SIZES.packList, page * PAGE_SIZES.packList),
    total: shown.length,
    ownRows: rows.filter((row) => row.editable),
    search,
    page,
    pageCount,
    count,
    max,
    newPack,
    saving: save.isPending,
    setSearch: (next: string) => go({ search: next, page: 1 }),
    setPage: (next: number) => go({ search, page: next }),
    askUpgrade: () => openUpgrade({ rule: FEATURES[entry.feature].rule, group: marketGroupOf(market) }),
    toggle: (row: PackRow, enable: boolean) =>
      store((current) => withEnabled(current, market, kind, row.key, enable)),
    reorder: (keys: readonly string[]) =>
      store((current) => withOrder(current, market, kind, keys), t('list.reordered')),
    remove: (row: PackRow, onDone: () => void) => {
      if (!user) return;
      save.mutate(withoutPack(user.settings, market, kind, row.key), {
        onSuccess: () => {
          notify.success(t('delete.done', { name: row.title }));
          onDone();
        },
        onError: () => notify.failure(t('delete.error')),
      });
    },
  };
};
