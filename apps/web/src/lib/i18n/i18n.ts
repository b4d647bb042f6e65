import { DEFAULT_LANGUAGE, LANGUAGES, type Language, RTL_LANGUAGES } from '@tradescope/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isString, localStore } from '../storage';
import en from './en.json';

export type { Language };

export const LANGUAGE_STORAGE_KEY = 'language';

/** How each language names itself in the pickers. */
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', fa: 'فارسی' };

export const isLanguage = (value: unknown): value is Language =>
  isString(value) && (LANGUAGES as readonly string[]).includes(value);

export const directionOf = (language: Language): 'rtl' | 'ltr' =>
  (RTL_LANGUAGES as readonly Language[]).includes(language) ? 'rtl' : 'ltr';

const storedLanguage = (): Language => localStore.get(LANGUAGE_STORAGE_KEY, isLanguage) ?? DEFAULT_LANGUAGE;

/** Sets `lang` and `dir` on <html>, so logical CSS flips the whole layout without mirrored copies. */
const applyToDocument = (language: Language): void => {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
};

// Persian is loaded only when chosen, so English visitors never download it.
const loadBundle = async (language: Language): Promise<void> => {
  if (language === 'fa' && !i18next.hasResourceBundle('fa', 'translation')) {
    const fa = await import('./fa.json');
    i18next.addResourceBundle('fa', 'translation', fa.default);
  }
};

export const initI18n = async (language: Language = storedLanguage()): Promise<typeof i18next> => {
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    // The spec's messages name their parameters in single braces ("{count}"), as the domain returns them.
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
  });
  await changeLanguage(language);
  return i18next;
};

export const changeLanguage = async (language: Language): Promise<void> => {
  await loadBundle(language);
  await i18next.changeLanguage(language);
  localStore.set(LANGUAGE_STORAGE_KEY, language);
  applyToDocument(language);
};
