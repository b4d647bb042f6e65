export { initI18n } from './i18n';
