export {
  addTranslations,
  changeLanguage,
  directionOf,
  initI18n,
  LANGUAGE_LABELS,
  type Language,
} from './i18n';
export { messageText } from './message';
export { useLanguage } from './use-language';
