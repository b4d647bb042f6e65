import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, isRecord } from '../api';
import { api, apiUpload } from '../session';
import { USER_KEY } from './user';

const parseAvatar = (data: unknown): string | null => {
  if (!isRecord(data) || !(typeof data.avatarUrl === 'string' || data.avatarUrl === null))
    throw new ApiError(200, 'server.error');
  return data.avatarUrl;
};

/** POST user/avatar with the form field avatar (spec §7); the answer is the new photo's address. */
export const uploadAvatar = ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
  const form = new FormData();
  form.append('avatar', file);
  return apiUpload('user/avatar', { form, parse: parseAvatar, onProgress });
};

/** POST user/avatar {avatar: false}: removes the photo. */
export const deleteAvatar = () =>
  api('user/avatar', { method: 'POST', body: { avatar: false }, parse: parseAvatar });

export const useUploadAvatar = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => client.invalidateQueries({ queryKey: USER_KEY }),
  });
};

export const useDeleteAvatar = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: () => client.invalidateQueries({ queryKey: USER_KEY }),
  });
};
