import type { AssetMatches } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { ratioOf } from './ratio';
import { SIDE_TONES } from './side';

const SIDES = ['buy', 'neutral', 'sell'] as const;

/** The asset's buy share against its sell share (spec §2 phone list): teal from the start, rose to the end. */
export const RatioBar = ({ counts }: { counts: AssetMatches['counts'] }) => {
  const { t } = useTranslation('matches-by-asset');
  const format = useFormat();
  const ratio = ratioOf(counts);
  const label = t('mobile.ratio', {
    buy: format.count(counts.buy),
    sell: format.count(counts.sell),
    neutral: format.count(counts.neutral),
  });
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="flex h-1.5 w-full gap-px overflow-hidden rounded-full bg-surface-muted"
    >
      {SIDES.map((side) =>
        ratio[side] > 0 ? (
          <span
            key={side}
            data-side={side}
            className={`h-full ${SIDE_TONES[side].fill}`}
            style={{ width: `${ratio[side]}%` }}
          />
        ) : null,
      )}
    </span>
  );
};
