import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SavedChart, type SavedChartPayload, savedChartSchema } from '@tradescope/domain';
import { parseWith } from '../api';
import { api } from '../session';
import { SAVED_CHARTS_KEY } from './saved-charts';

/** POST chart/{chartId} (spec §7): a success status gives the saved entry; anything else rejects. */
export const saveChart = (payload: SavedChartPayload): Promise<SavedChart> =>
  api(`chart/${encodeURIComponent(payload.id)}`, {
    method: 'POST',
    body: payload,
    parse: parseWith(savedChartSchema),
  });

/** Saves a chart and puts its entry at the top of the saved-chart list. */
export const useSaveChart = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveChart,
    onSuccess: (saved) => {
      client.setQueryData<SavedChart[]>(SAVED_CHARTS_KEY, (list = []) => [
        saved,
        ...list.filter((entry) => entry.id !== saved.id),
      ]);
      client.removeQueries({ queryKey: ['chart', 'content', saved.id] });
    },
  });
};
