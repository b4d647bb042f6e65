import { addTranslations } from '../../lib/i18n';
import { loadTrackRecordTranslations } from '../../ui/track-record';
import assetsEn from './by-asset/i18n/en.json';
import en from './i18n/en.json';

export { MatchesPage } from './matches-page';

/** The screen's words: loaded with the screen, never in the first load. */
export const loadTranslations = () =>
  Promise.all([
    addTranslations('matches', en, () => import('./i18n/fa.json')),
    addTranslations('matches-by-asset', assetsEn, () => import('./by-asset/i18n/fa.json')),
    loadTrackRecordTranslations(),
  ]);
