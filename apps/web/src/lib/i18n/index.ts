export { changeLanguage, initI18n, LANGUAGES, type Language } from './i18n';
