import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminVideo, adminVideoSchema } from '@tradescope/domain';
import { ApiError, ignoreData, parseListWith, readEnvelope, send } from '../api';
import { api, tokenManager } from '../session';

const VIDEOS_KEY = ['admin', 'videos'] as const;

/** GET admin/videos: pending first, oldest first within each. */
const videosQuery = queryOptions({
  queryKey: VIDEOS_KEY,
  queryFn: ({ signal }): Promise<AdminVideo[]> =>
    api('admin/videos?limit=200', { signal, parse: parseListWith(adminVideoSchema) }),
});

export const useAdminVideos = () => useQuery(videosQuery);

export interface VideoDecision {
  readonly id: string;
  readonly decision: 'accept' | 'reject';
  readonly comment: string;
}

/** POST admin/videos/:id/review: the user's upload history shows the decision and the comment. */
export const useReviewVideo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, comment }: VideoDecision) =>
      api(`admin/videos/${encodeURIComponent(id)}/review`, {
        method: 'POST',
        body: comment.trim() === '' ? { decision } : { decision, comment },
        parse: ignoreData,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
};

/**
 * GET admin/videos/:id/file: the file as a Blob, for a player in the page (the route is a download, never a page
 * of ours, and a <video> element cannot send the bearer token).
 */
export const fetchVideoFile = async (id: string, signal?: AbortSignal): Promise<Blob> => {
  const response = await send(fetch, `admin/videos/${encodeURIComponent(id)}/file`, {
    signal,
    token: await tokenManager.ensure(),
  });
  if (response.ok) return response.blob();
  return readEnvelope(response, () => {
    throw new ApiError(response.status, 'server.error');
  });
};
