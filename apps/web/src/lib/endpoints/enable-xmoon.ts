import { useMutation } from '@tanstack/react-query';
import { ignoreData } from '../api';
import { api } from '../session';

/** POST user/enable-xmoon (spec §7); the page reloads 2 s after success (§8). */
export const enableXmoon = () => api('user/enable-xmoon', { method: 'POST', parse: ignoreData });

export const useEnableXmoon = () => useMutation({ mutationFn: enableXmoon });
