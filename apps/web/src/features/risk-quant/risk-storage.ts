import {
  type MatchPlanOrigin,
  POSITION_TYPES,
  RISK_NUMBER_FIELDS,
  type SourceName,
} from '@tradescope/domain';
import { localStore } from '../../lib/storage';
import type { RiskDraft } from './risk-draft';

/** The calculator's inputs of one pair (spec §4: kept locally, restored, saved on each change). */
export interface StoredRisk {
  readonly source: SourceName;
  readonly base: string;
  readonly quote: string;
  readonly draft: RiskDraft;
  /** Set while the prices are the ones a match proposed: which of them it gave. */
  readonly origin?: Partial<MatchPlanOrigin>;
}

const KEY = 'risk-quant';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isDraft = (value: unknown): value is RiskDraft =>
  isRecord(value) &&
  (POSITION_TYPES as readonly unknown[]).includes(value.positionType) &&
  RISK_NUMBER_FIELDS.every((field) => typeof value[field] === 'string');

const isStoredRisk = (value: unknown): value is StoredRisk =>
  isRecord(value) &&
  typeof value.source === 'string' &&
  typeof value.base === 'string' &&
  typeof value.quote === 'string' &&
  isDraft(value.draft) &&
  (value.origin === undefined || isRecord(value.origin));

export const readStoredRisk = (): StoredRisk | undefined => localStore.get(KEY, isStoredRisk);
export const storeRisk = (stored: StoredRisk): void => localStore.set(KEY, stored);

export const isSamePair = (
  stored: Pick<StoredRisk, 'source' | 'base' | 'quote'>,
  pair: Pick<StoredRisk, 'source' | 'base' | 'quote'>,
): boolean => stored.source === pair.source && stored.base === pair.base && stored.quote === pair.quote;
