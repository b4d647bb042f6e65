import { toast } from 'sonner';
import { errorKeyOf, isAbortError } from '../lib/api';
import { messageText } from '../lib/i18n';

/** The toasts of spec §4; each hides after 5000 ms (set on the Toaster). */
export const notify = {
  success: (text: string) => toast.success(text),
  warning: (text: string) => toast.warning(text),
  info: (text: string) => toast(text),
  /** A failed action whose words the screen already has (its own translated message). */
  failure: (text: string) => toast.error(text),
  /** A failed action: the server's message key translated; an aborted request says nothing. */
  error: (error: unknown) => {
    if (isAbortError(error)) return;
    toast.error(messageText(errorKeyOf(error)));
  },
};
