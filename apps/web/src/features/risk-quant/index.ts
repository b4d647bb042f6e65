import { addTranslations } from '../../lib/i18n';
import en from './i18n/en.json';

export { RiskQuantPage } from './risk-quant-page';

/** The screen's words: loaded with the screen, never in the first load. */
export const loadTranslations = () => addTranslations('risk-quant', en, () => import('./i18n/fa.json'));
