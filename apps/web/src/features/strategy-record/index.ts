import { addTranslations } from '../../lib/i18n';
import { loadTrackRecordTranslations } from '../../ui/track-record';
import en from './i18n/en.json';

export { StrategyRecordPage } from './strategy-record-page';

/** The screen's words: loaded with the screen, never in the first load. */
export const loadTranslations = () =>
  Promise.all([
    addTranslations('strategy-record', en, () => import('./i18n/fa.json')),
    loadTrackRecordTranslations(),
  ]);
