import { useCallback } from 'react';
import { useStrategies } from '../../../lib/endpoints/strategies';
import { useLanguage } from '../../../lib/i18n';

/** A strategy's name in the interface language; the match's own name (or the id) until the catalog has loaded. */
export const useStrategyName = () => {
  const language = useLanguage();
  const { data } = useStrategies();
  return useCallback(
    (strategyId: number, fallback?: string): string => {
      const strategy = data?.byId.get(strategyId);
      if (strategy === undefined) return fallback ?? `#${strategyId}`;
      return language === 'fa' ? strategy.fa_name : strategy.name;
    },
    [data, language],
  );
};
