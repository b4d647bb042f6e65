import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

const LANGUAGES = {
  en: { dir: 'ltr', label: 'English' },
  fa: { dir: 'rtl', label: 'فارسی' },
} as const;
export type Language = keyof typeof LANGUAGES;

const STORAGE_KEY = 'tradescope.language';

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'fa';

const storedLanguage = (): Language => {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
};

/** Sets `lang` and `dir` on <html>, so logical CSS flips the whole layout without mirrored copies. */
const applyToDocument = (language: Language): void => {
  document.documentElement.lang = language;
  document.documentElement.dir = LANGUAGES[language].dir;
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
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(language);
  return i18next;
};

export const changeLanguage = async (language: Language): Promise<void> => {
  await loadBundle(language);
  await i18next.changeLanguage(language);
  globalThis.localStorage?.setItem(STORAGE_KEY, language);
  applyToDocument(language);
};
