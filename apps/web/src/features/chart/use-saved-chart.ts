import { useQueryClient } from '@tanstack/react-query';
import type { SavedChart, SavedChartPayload } from '@tradescope/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { savedChartContentQuery } from '../../lib/endpoints/saved-chart-content';
import { useDeleteChart } from '../../lib/endpoints/saved-chart-delete';
import { useSaveChart } from '../../lib/endpoints/saved-chart-save';
import { useSavedCharts } from '../../lib/endpoints/saved-charts';
import type { CandleChartApi } from '../../ui/chart/chart-engine';
import type { ChartParams } from '../../ui/chart/chart-params';
import type { ChartTimeZone } from '../../ui/chart/chart-time';
import { notify } from '../../ui/toast';
import { chartContent, chartIdOf, chartPayload, pairPrefixOf, readChartContent } from './saved-chart-state';

/** Spec §4: a chart saved once saves itself this long after the last change. */
export const AUTOSAVE_DELAY_MS = 2000;

/** A saved view waiting for its candles: applied once the chart shows the saved timeframe. */
export interface PendingRange {
  readonly timeframe: number;
  readonly range: { readonly from: number; readonly to: number };
}

interface Options {
  readonly chart: ChartParams;
  readonly engine: CandleChartApi | null;
  readonly timeZone: ChartTimeZone;
  /** Signed in: only then are charts listed and saved. */
  readonly enabled: boolean;
}

/**
 * Save, load, delete and autosave of the user's charts for the chart page. `changed()` marks a change by the
 * trader (pan, zoom, timeframe, time zone); a chart that was saved once is saved again 2 s after the last one.
 */
export const useSavedChart = ({ chart, engine, timeZone, enabled }: Options) => {
  const client = useQueryClient();
  const list = useSavedCharts(enabled);
  const save = useSaveChart();
  const remove = useDeleteChart();
  const [changes, setChanges] = useState(0);
  const [pending, setPending] = useState<PendingRange | null>(null);

  const id = chartIdOf(chart);
  const prefix = pairPrefixOf(chart);
  const charts = useMemo(
    () => (list.data ?? []).filter((entry) => entry.id.startsWith(prefix)),
    [list.data, prefix],
  );
  const savedOnce = charts.some((entry) => entry.id === id);

  const payloadNow = (): SavedChartPayload =>
    chartPayload(chart, chartContent(engine?.visibleRange() ?? null, timeZone));
  const payloadRef = useRef(payloadNow);
  payloadRef.current = payloadNow;

  const saveNow = useCallback(() => save.mutateAsync(payloadRef.current()), [save.mutateAsync]);
  const changed = useCallback(() => setChanges((count) => count + 1), []);

  const autosave = save.mutate;
  useEffect(() => {
    if (changes === 0 || !enabled || !savedOnce) return;
    const timer = setTimeout(
      () => autosave(payloadRef.current(), { onError: notify.error }),
      AUTOSAVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [changes, enabled, savedOnce, autosave]);

  /** Fetches a saved chart; answers the query it reopens, or null when it could not be read. */
  const load = useCallback(
    async (entry: SavedChart): Promise<SavedChartPayload | null> => {
      const payload = await client.fetchQuery(savedChartContentQuery(entry.id));
      if (payload === null) return null;
      const range = readChartContent(payload.content)?.visibleRange ?? null;
      setPending(range === null ? null : { timeframe: payload.timeframe, range });
      return payload;
    },
    [client],
  );

  return {
    id,
    charts,
    savedOnce,
    listPending: enabled && list.isPending,
    saving: save.isPending,
    saveNow,
    changed,
    load,
    remove: remove.mutateAsync,
    removing: remove.isPending,
    pending,
    clearPending: useCallback(() => setPending(null), []),
  };
};
