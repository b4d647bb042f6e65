import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tradescope/domain';
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

/** Persian reads right to left. */
const RTL_LANGUAGES: readonly Language[] = ['fa'];

export const directionOf = (language: Language): 'rtl' | 'ltr' =>
  RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';

const storedLanguage = (): Language => localStore.get(LANGUAGE_STORAGE_KEY, isLanguage) ?? DEFAULT_LANGUAGE;

/** Sets `lang` and `dir` on <html>, so logical CSS flips the whole layout without mirrored copies. */
const applyToDocument = (language: Language): void => {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
};

type Bundle = Record<string, unknown>;
type BundleLoader = () => Promise<{ default: Bundle }>;

/**
 * Screens loaded on demand bring their own words as a namespace, so the first load carries only the shell's.
 * Each namespace's Persian loader is kept here, to load with the language.
 */
const persianLoaders = new Map<string, BundleLoader>([['translation', () => import('./fa.json')]]);

const loadPersian = async (namespace: string): Promise<void> => {
  const load = persianLoaders.get(namespace);
  if (load === undefined || i18next.hasResourceBundle('fa', namespace)) return;
  i18next.addResourceBundle('fa', namespace, (await load()).default);
};

// Persian is loaded only when chosen, so English visitors never download it.
const loadBundle = async (language: Language): Promise<void> => {
  if (language === 'fa') await Promise.all([...persianLoaders.keys()].map(loadPersian));
};

/** The language being switched to: a screen registering while the switch is under way must load it too. */
let targetLanguage: Language = 'en';

/** Registers a screen's namespace: English at once, Persian now if it is (or is becoming) the language. */
export const addTranslations = async (namespace: string, en: Bundle, fa: BundleLoader): Promise<void> => {
  if (!i18next.hasResourceBundle('en', namespace)) i18next.addResourceBundle('en', namespace, en);
  persianLoaders.set(namespace, fa);
  if (targetLanguage === 'fa' || i18next.language === 'fa') await loadPersian(namespace);
};

export const initI18n = async (language: Language = storedLanguage()): Promise<typeof i18next> => {
  // A second init would rebuild the store and drop every screen's namespace added since: switch the language instead.
  if (i18next.isInitialized) {
    await changeLanguage(language);
    return i18next;
  }
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    // The spec's messages name their parameters in single braces ("{count}"), as the domain returns them.
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
    // A screen's Persian words may land after it first rendered (its chunk raced the start-up): re-render then.
    react: { bindI18nStore: 'added' },
  });
  await changeLanguage(language);
  return i18next;
};

export const changeLanguage = async (language: Language): Promise<void> => {
  targetLanguage = language;
  await loadBundle(language);
  await i18next.changeLanguage(language);
  localStore.set(LANGUAGE_STORAGE_KEY, language);
  applyToDocument(language);
};
