import { errorKeyOf, isAbortError } from '../lib/api';
import { messageText } from '../lib/i18n';
import { loadSonner } from './sonner-loader';

type Toast = Awaited<ReturnType<typeof loadSonner>>['toast'];

const show = (call: (toast: Toast) => void): void => {
  void loadSonner().then(({ toast }) => call(toast));
};

/** The toasts of spec §4; each hides after 5000 ms (set on the Toaster). */
export const notify = {
  success: (text: string) => show((toast) => toast.success(text)),
  warning: (text: string) => show((toast) => toast.warning(text)),
  info: (text: string) => show((toast) => toast(text)),
  /** A failed action whose words the screen already has (its own translated message). */
  failure: (text: string) => show((toast) => toast.error(text)),
  /** A failed action: the server's message key translated; an aborted request says nothing. */
  error: (error: unknown) => {
    if (isAbortError(error)) return;
    show((toast) => toast.error(messageText(errorKeyOf(error))));
  },
};
