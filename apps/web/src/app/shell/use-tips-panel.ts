import { useCallback } from 'react';
import { isUnread, useMarkTipsRead, useTips } from '../../lib/endpoints';

/** Tips and what opening their panel does: spec §4, every unread tip is marked read. */
export const useTipsPanel = () => {
  const query = useTips();
  const { mutate } = useMarkTipsRead();
  const tips = query.data ?? [];
  const unread = tips.filter(isUnread).length;
  const onOpen = useCallback(() => {
    const ids = (query.data ?? []).filter(isUnread).map((tip) => tip.id);
    if (ids.length > 0) mutate(ids);
  }, [query.data, mutate]);
  return {
    tips,
    unread,
    loading: query.isPending,
    // Until GET user/tips exists the server answers 404: an empty list, not an alarm.
    failed: query.isError && !(query.error && 'status' in query.error && query.error.status === 404),
    retry: () => void query.refetch(),
    onOpen,
  };
};
