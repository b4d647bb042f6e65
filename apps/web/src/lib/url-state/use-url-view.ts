import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's view held in its address: read whenever the address changes, and written back in place (a filter
 * or page change replaces the history entry rather than adding one). `read` and `write` must be stable.
 */
export const useUrlView = <V>(
  read: (params: URLSearchParams) => V,
  write: (view: V) => URLSearchParams,
): readonly [V, (next: V) => void] => {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => read(params), [read, params]);
  const go = useCallback((next: V) => setParams(write(next), { replace: true }), [setParams, write]);
  return [view, go] as const;
};
