import { addTranslations } from '../../lib/i18n';
import en from './i18n/en.json';

export { MatchesNavbar } from './matches-navbar';

/** The navbar's words: loaded with it, never in the first load. */
export const loadTranslations = () => addTranslations('matches-navbar', en, () => import('./i18n/fa.json'));
