import { addTranslations } from '../../lib/i18n';
import en from './i18n/en.json';

export { HelpContent } from './help-content';
export { HelpHome } from './help-home';

/** The help centre's words: loaded with its screens, never in the first load. */
export const loadTranslations = () => addTranslations('help', en, () => import('./i18n/fa.json'));
