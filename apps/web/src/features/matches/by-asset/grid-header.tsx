import { type Market, routePath } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MatchesPageKind } from '../../../lib/endpoints/matches';
import { useStrategies } from '../../../lib/endpoints/strategies';
import { ArrowDownIcon, PencilIcon, SortIcon, TrashIcon } from '../../../ui/icons';

import { SIDE_TONES } from './side';

const action =
  'inline-flex size-7 shrink-0 items-center justify-center rounded-md text-ink-faint transition hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand';

export interface StrategyHeaderProps {
  readonly market: Market;
  readonly kind: MatchesPageKind;
  readonly strategyId: number;
  readonly name: string;
  readonly sorted: boolean;
  readonly onSort: () => void;
  /** The user's own pack: its edit link and remove button show; system packs have neither. */
  readonly editablePack: string | undefined;
  readonly onRemove: () => void;
}

/** A strategy column's header: its name sorts the grid by it; a user pack adds edit and remove. */
export const StrategyHeader = ({
  market,
  kind,
  strategyId,
  name,
  sorted,
  onSort,
  editablePack,
  onRemove,
}: StrategyHeaderProps) => {
  const { t } = useTranslation('matches-by-asset');
  const position = useStrategies().data?.byId.get(strategyId)?.position;
  return (
    <th
      scope="col"
      aria-sort={sorted ? 'descending' : 'none'}
      data-strategy={strategyId}
      className="w-44 min-w-44 max-w-44 border-line border-b px-1.5 py-2 text-start align-middle font-normal"
    >
      <div className="flex items-center gap-0.5">
        <button
          type="button"
          onClick={onSort}
          aria-pressed={sorted}
          aria-label={t('grid.sort-by', { name })}
          title={sorted ? t('grid.sorted', { name }) : t('grid.sort-by', { name })}
          className={clsx(
            'flex min-h-8 min-w-0 flex-1 items-center gap-1.5 rounded-md px-1.5 py-1 text-start font-semibold text-xs leading-snug transition hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand',
            sorted ? 'text-brand' : 'text-ink',
          )}
        >
          {position !== undefined && (
            <span
              aria-hidden="true"
              className={clsx('size-1.5 shrink-0 rounded-full', SIDE_TONES[position].fill)}
            />
          )}
          <span className="line-clamp-2 min-w-0 flex-1 break-words">{name}</span>
          {sorted ? (
            <ArrowDownIcon size={13} className="shrink-0" />
          ) : (
            <SortIcon size={13} className="shrink-0 text-ink-faint" />
          )}
        </button>
        {editablePack !== undefined && (
          <>
            <Link
              to={routePath(`market.${market}.settings.${kind}.pack`, { packName: editablePack })}
              className={clsx(action, 'hover:text-brand')}
              aria-label={t('grid.edit-pack', { pack: editablePack })}
              title={t('grid.edit-pack', { pack: editablePack })}
            >
              <PencilIcon size={14} />
            </Link>
            <button
              type="button"
              onClick={onRemove}
              className={clsx(action, 'hover:text-sell')}
              aria-label={t('grid.remove-strategy', { name })}
              title={t('grid.remove-strategy', { name })}
            >
              <TrashIcon size={14} />
            </button>
          </>
        )}
      </div>
    </th>
  );
};
