import { addTranslations } from '../../lib/i18n';
import en from './i18n/en.json';

export { PumpsPage } from './pumps-page';

/** The screen's words: loaded with the screen, never in the first load. */
export const loadTranslations = () => addTranslations('pumps', en, () => import('./i18n/fa.json'));
