import { FREE_ALLOWANCES, type Market, SOURCES, timeframeLabel } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';

/** What a free plan scans in a market (spec §6 free allowances), in the reader's words. */
export const useFreeScopeText = (market: Market): string => {
  const { t } = useTranslation('matches');
  const { sources, pairs, timeframes } = FREE_ALLOWANCES[market];
  const [base] = pairs.bases;
  const [quote] = pairs.quotes;
  return t('free-plan.text', {
    pairs:
      base !== undefined && quote === undefined
        ? base.toUpperCase()
        : t('free-plan.pairs-of-quote', { quote: (quote ?? base ?? '').toUpperCase() }),
    source: sources.map((name) => SOURCES[name].title).join(', '),
    timeframe: timeframes.map(timeframeLabel).join(', '),
  });
};

/** The empty page of a free user says why it is empty and how to see more. */
export const FreePlanAction = ({ onUpgrade }: { onUpgrade: () => void }) => {
  const { t } = useTranslation('matches');
  return (
    <Button size="sm" onClick={onUpgrade}>
      {t('free-plan.upgrade')}
    </Button>
  );
};
