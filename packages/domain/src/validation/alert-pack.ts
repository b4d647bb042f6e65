import type { ValidationMessageKey } from './messages';
import { type PackNameContext, packNameIssues } from './pack-name';
import { issue, settle, type ValidationResult } from './result';

/** Spec §3: bases are a list of assets, "all", or asset-pack names mapped to their selection. */
export type AlertBasesInput = readonly string[] | 'all' | Readonly<Record<string, unknown>>;

export interface AlertPackInput {
  readonly name: string;
  readonly sources: readonly string[];
  readonly bases: AlertBasesInput;
  readonly quotes: readonly string[];
  /** The alert's strategies. */
  readonly items: readonly unknown[];
  readonly sendTypes: readonly string[];
}

const isEmptyBases = (bases: AlertBasesInput): boolean => {
  if (bases === 'all') return false;
  return Array.isArray(bases) ? bases.length === 0 : Object.keys(bases).length === 0;
};

/** In the editor's step order (name, exchanges, assets, quotes, strategies, send type), each required. */
const REQUIRED_STEPS = [
  ['sources', (pack) => pack.sources.length === 0, 'market.alerts-tab.empty-sources'],
  ['bases', (pack) => isEmptyBases(pack.bases), 'market.alerts-tab.empty-assets'],
  ['quotes', (pack) => pack.quotes.length === 0, 'market.alerts-tab.empty-pairs'],
  ['items', (pack) => pack.items.length === 0, 'market.alerts-tab.empty-strategies'],
  ['sendTypes', (pack) => pack.sendTypes.length === 0, 'market.alerts-tab.empty-send-types'],
] as const satisfies readonly (readonly [
  keyof AlertPackInput,
  (pack: AlertPackInput) => boolean,
  ValidationMessageKey,
])[];

/** Name required and unique; sources, assets, quotes, strategies and send types each required. */
export const validateAlertPack = <P extends AlertPackInput>(
  pack: P,
  context: PackNameContext,
): ValidationResult<P> => {
  const errors = packNameIssues(pack.name, context);
  for (const [field, isEmpty, key] of REQUIRED_STEPS) {
    if (isEmpty(pack)) errors.push(issue(field, key));
  }
  return settle({ ...pack, name: pack.name.trim() }, errors);
};
