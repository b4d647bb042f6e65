import i18next from 'i18next';
import { errorKeyOf } from '../../lib/api';
import { notify } from '../../ui/toast';

/** The server's content keys (tips, help, quotes) are the console's own words; other keys go to the shared toast. */
export const notifyAdminError = (error: unknown): void => {
  const key = `admin:errors.${errorKeyOf(error)}`;
  if (i18next.exists(key)) notify.failure(i18next.t(key as 'admin:title'));
  else notify.error(error);
};
