import { addTranslations } from '../../lib/i18n';
import { loadTrackRecordTranslations } from '../../ui/track-record';
import en from './i18n/en.json';

export { PackEditorPage } from './editor/pack-editor-page';
export { PackListPage } from './list/pack-list-page';
export { SettingsLayout } from './settings-layout';

/** The settings screens' words: loaded with the screens, never in the first load. */
export const loadTranslations = () =>
  Promise.all([
    addTranslations('settings', en, () => import('./i18n/fa.json')),
    loadTrackRecordTranslations(),
  ]);
