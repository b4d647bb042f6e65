import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tip } from '@tradescope/domain';
import { ignoreData } from '../api';
import { api } from '../session';
import { TIPS_KEY } from './tips';

/** POST user/tips/read {tipIds}: spec §4, opening the tips panel marks every unread tip read. */
export const markTipsRead = (tipIds: readonly string[]): Promise<null> =>
  api('user/tips/read', { method: 'POST', body: { tipIds }, parse: ignoreData });

export const useMarkTipsRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markTipsRead,
    // The dot disappears at once; the server's answer changes nothing the trader sees.
    onMutate: (tipIds) => {
      const read = new Set(tipIds);
      client.setQueryData<Tip[]>(TIPS_KEY, (tips) =>
        tips?.map((tip) => (read.has(tip.id) ? { ...tip, is_read: '1' as const } : tip)),
      );
    },
  });
};
