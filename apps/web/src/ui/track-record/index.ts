import type { Market } from '@tradescope/domain';
import { addTranslations } from '../../lib/i18n';
import en from './i18n/en.json';

export { countText, edgeValueOf, percentText, pointsText, returnText } from './record-format';
export { EdgeBadge, EdgeChip, RecordSummary } from './record-summary';

/** The per-strategy page of the track record (issue 19 §1). */
export const strategyRecordHref = (market: Market, strategyId: number): string =>
  `/market/${market}/strategies/${strategyId}`;

/** The record's words, loaded by each screen that shows one (never in the first load). */
export const loadTrackRecordTranslations = () =>
  addTranslations('track-record', en, () => import('./i18n/fa.json'));
