import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Video, videoSchema } from '@tradescope/domain';
import { parseListWith, parseWith } from '../api';
import { api, apiUpload } from '../session';

const VIDEOS_KEY = ['user', 'ict-video'] as const;

/** GET user/ict-video: the upload history (spec §7). */
export const fetchVideos = (signal?: AbortSignal): Promise<Video[]> =>
  api('user/ict-video', { signal, parse: parseListWith(videoSchema) });

const videosQuery = queryOptions({ queryKey: VIDEOS_KEY, queryFn: ({ signal }) => fetchVideos(signal) });

export const useVideos = () => useQuery(videosQuery);

export interface VideoUpload {
  readonly file: File;
  readonly onProgress: (percent: number) => void;
  readonly signal: AbortSignal;
}

/** POST user/ict-video/upload with the form field video, reporting progress (spec §7). */
export const uploadVideo = ({ file, onProgress, signal }: VideoUpload): Promise<Video> => {
  const form = new FormData();
  form.append('video', file);
  return apiUpload('user/ict-video/upload', { form, onProgress, signal, parse: parseWith(videoSchema) });
};

export const useUploadVideo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadVideo,
    onSettled: () => client.invalidateQueries({ queryKey: VIDEOS_KEY }),
  });
};
