import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from './i18n';

/** The interface language, re-rendering when it changes. */
export const useLanguage = (): Language => {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
};
