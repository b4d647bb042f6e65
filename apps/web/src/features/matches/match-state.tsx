import { MATCH_STATES, type MatchState } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { SelectItem } from '../../ui/select';

/**
 * One tone per lifecycle state (issue 15): waiting is quiet, in the zone is the brand, triggered is solid, a failure
 * outlined in the sell colour (no strike-through: it cuts Persian letters), an ended one dashed.
 */
const STATE_TONES: Record<MatchState, string> = {
  forming: 'border-line-strong border-dashed text-ink-muted',
  active: 'border-brand/40 bg-brand-soft text-brand',
  triggered: 'border-transparent bg-brand text-on-brand',
  invalidated: 'border-sell/40 bg-sell/10 text-sell',
  expired: 'border-line border-dashed text-ink-faint',
};

/** A match's lifecycle state as a small badge, its meaning on hover. Nothing for a match served without one. */
export const MatchStateBadge = ({ state }: { state: MatchState | undefined }) => {
  const { t } = useTranslation('matches');
  if (state === undefined) return null;
  return (
    <span
      data-state={state}
      title={t(`lifecycle.hint.${state}`)}
      className={clsx(
        'inline-flex items-center self-start whitespace-nowrap rounded-md border px-1.5 font-medium text-[11px] leading-5',
        STATE_TONES[state],
      )}
    >
      {t(`lifecycle.${state}`)}
    </span>
  );
};

/** The state filter's choices, in lifecycle order. */
export const useStateItems = (): SelectItem[] => {
  const { t } = useTranslation('matches');
  return MATCH_STATES.map((state) => ({ value: state, label: t(`lifecycle.${state}`) }));
};
