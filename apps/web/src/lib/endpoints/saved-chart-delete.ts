import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedChart } from '@tradescope/domain';
import { ignoreData } from '../api';
import { api } from '../session';
import { SAVED_CHARTS_KEY } from './saved-charts';

/** DELETE chart/{chartId} (spec §7). */
export const deleteChart = (chartId: string): Promise<null> =>
  api(`chart/${encodeURIComponent(chartId)}`, { method: 'DELETE', parse: ignoreData });

/** Deletes a saved chart and drops it from the list. */
export const useDeleteChart = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteChart,
    onSuccess: (_data, chartId) => {
      client.setQueryData<SavedChart[]>(SAVED_CHARTS_KEY, (list) =>
        list?.filter((entry) => entry.id !== chartId),
      );
      client.removeQueries({ queryKey: ['chart', 'content', chartId] });
    },
  });
};
