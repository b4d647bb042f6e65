import { ignoreData } from '../api';
import { api } from '../session';

/** GET health: the offline screen's check call (spec §4, every 5 s). */
export const checkHealth = (signal?: AbortSignal): Promise<null> =>
  api('health', { auth: false, signal, parse: ignoreData });
