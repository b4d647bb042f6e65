import { LIMITS } from '../markets';
import { type PackNameContext, packNameIssues } from './pack-name';
import { issue, settle, type ValidationResult } from './result';

// Spec §5: a simple strategy pack holds 1 to 15 strategies.
const MAX_STRATEGIES = LIMITS.maxSimplePackStrategies;

export interface SimplePackInput {
  readonly name: string;
  readonly strategiesIds: readonly number[];
}

/** The value is the pack with its name trimmed and repeated strategy ids removed before counting. */
export const validateSimplePack = <P extends SimplePackInput>(
  pack: P,
  context: PackNameContext,
): ValidationResult<P> => {
  const strategiesIds = [...new Set(pack.strategiesIds)];
  const errors = packNameIssues(pack.name, context);
  if (strategiesIds.length === 0) errors.push(issue('strategiesIds', 'market.empty-strategy'));
  if (strategiesIds.length > MAX_STRATEGIES) {
    errors.push(issue('strategiesIds', 'market.max-strategies', { max: MAX_STRATEGIES }));
  }
  return settle({ ...pack, name: pack.name.trim(), strategiesIds }, errors);
};
