import { MIN_PASSWORD_LENGTH, toPersianDigits } from '@tradescope/domain';
import i18next from 'i18next';

/** Values the server's keys need but do not send (it names the rule, the web knows its numbers). */
const DEFAULT_PARAMS: Record<string, Record<string, number | string>> = {
  'profile.change-password-tab.new-password-too-short': { min: MIN_PASSWORD_LENGTH },
};

/**
 * Translates a message key that arrived at run time (a server error, a validation issue). Unknown keys
 * fall back to the generic server error rather than showing a raw key to a trader.
 */
export const messageText = (key: string, params?: Readonly<Record<string, number | string>>): string => {
  const known = i18next.exists(key) ? key : 'server.error';
  const persian = i18next.language === 'fa';
  const values = Object.fromEntries(
    Object.entries({ ...DEFAULT_PARAMS[known], ...params }).map(([name, value]) => [
      name,
      persian && typeof value === 'number' ? toPersianDigits(value) : value,
    ]),
  );
  // Keys typed from en.json cannot name a run-time string; this is the one place that crosses over.
  return i18next.t(known as 'server.error', values);
};
