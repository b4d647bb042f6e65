import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  auditPageSchema,
  type SystemPackEntry,
  systemHealthSchema,
  systemPackEntrySchema,
} from '@tradescope/domain';
import { parseListWith, parseWith } from '../api';
import { api } from '../session';
import { USER_KEY } from './user';

const PACKS_KEY = ['admin', 'system-packs'] as const;

/** GET admin/system-packs: every market's seeded packs. */
export const useSystemPacks = () =>
  useQuery({
    queryKey: PACKS_KEY,
    queryFn: ({ signal }): Promise<SystemPackEntry[]> =>
      api('admin/system-packs', { signal, parse: parseListWith(systemPackEntrySchema) }),
  });

export type SystemPackChanges = {
  readonly title?: string;
  readonly enable?: boolean;
  readonly assets?: string[];
  readonly strategiesIds?: number[];
  readonly items?: unknown[];
};

/** PUT admin/system-packs/:market/:section/:name: live for every user at once (the admin's own settings too). */
export const useEditSystemPack = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, changes }: { entry: SystemPackEntry; changes: SystemPackChanges }) =>
      api(`admin/system-packs/${entry.market}/${entry.section}/${encodeURIComponent(entry.name)}`, {
        method: 'PUT',
        body: changes,
        parse: parseWith(systemPackEntrySchema),
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: PACKS_KEY }),
        client.invalidateQueries({ queryKey: USER_KEY, exact: true }),
      ]),
  });
};

/** GET admin/health, refreshed every 10 s while the page is open. */
export const useSystemHealth = () =>
  useQuery({
    queryKey: ['admin', 'health'],
    queryFn: ({ signal }) => api('admin/health', { signal, parse: parseWith(systemHealthSchema) }),
    refetchInterval: 10_000,
  });

/** GET admin/audit: newest first, 25 a page. */
export const useAuditLog = (page: number) =>
  useQuery({
    queryKey: ['admin', 'audit', page],
    queryFn: ({ signal }) => api(`admin/audit?page=${page}`, { signal, parse: parseWith(auditPageSchema) }),
    placeholderData: keepPreviousData,
  });
