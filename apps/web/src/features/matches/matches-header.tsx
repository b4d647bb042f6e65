import type { Market } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import type { MatchesPageKind } from '../../lib/endpoints/matches';
import { useFormat } from '../../lib/format';
import { useLayout } from '../../lib/layout';
import { BellIcon, ChevronDownIcon, PeriscopeIcon } from '../../ui/icons';
import { ScreenHeader } from '../../ui/screen-header';
import { PackDrawer } from './pack-drawer';
import type { PagePack } from './strategy-packs';

export interface MatchesHeaderProps {
  readonly market: Market;
  readonly kind: MatchesPageKind;
  readonly demo: boolean;
  readonly packs: readonly PagePack[];
  readonly pack: PagePack | undefined;
  /** Undefined while the count is unknown (first load, error). */
  readonly total: number | undefined;
  readonly onPick: (pack: PagePack) => void;
  /** The page asks the drawer open (a pack that is gone). */
  readonly drawerOpen: boolean;
  readonly onDrawerOpenChange: (open: boolean) => void;
}

/** The page's title, its chosen pack (or, on alerts, the alerts that feed it) and the pack drawer. */
export const MatchesHeader = ({
  market,
  kind,
  demo,
  packs,
  pack,
  total,
  onPick,
  drawerOpen,
  onDrawerOpenChange,
}: MatchesHeaderProps) => {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('matches');
  const format = useFormat();
  const layout = useLayout();
  const alerts = kind === 'alerts';
  const enabledAlerts = packs.filter((each) => each.enable).length;
  const packText = alerts
    ? tm('pack.alerts-count', { count: enabledAlerts, n: format.count(enabledAlerts) })
    : (pack?.title ?? tm('pack.none'));

  return (
    <ScreenHeader
      market={t(`market.${market}`)}
      title={t(`screen.${kind}`)}
      demo={demo}
      subtitle={tm(`subtitle.${kind}`)}
    >
      <div className="flex items-center gap-3">
        {total !== undefined && (
          <span className="tabular text-ink-muted text-xs" data-testid="matches-count">
            {tm('count', { count: total, n: format.count(total) })}
          </span>
        )}
        <button
          type="button"
          onClick={() => onDrawerOpenChange(true)}
          aria-label={`${tm(alerts ? 'pack.alerts-title' : 'pack.label')}: ${packText}`}
          className="inline-flex h-10 max-w-72 items-center gap-2.5 rounded-xl border border-line-strong bg-surface-raised ps-2 pe-3 text-start shadow-sm transition hover:border-ink-faint"
        >
          <span className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
            {alerts ? <BellIcon size={15} /> : <PeriscopeIcon size={15} />}
          </span>
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="text-[10px] text-ink-faint uppercase tracking-wider">
              {tm(alerts ? 'pack.alerts-title' : 'pack.label')}
            </span>
            <span className="truncate font-semibold text-sm">{packText}</span>
          </span>
          <ChevronDownIcon size={15} className="shrink-0 text-ink-muted" />
        </button>
      </div>
      <PackDrawer
        open={drawerOpen}
        onOpenChange={onDrawerOpenChange}
        side={layout === 'mobile' ? 'bottom' : 'start'}
        readOnly={alerts}
        packs={packs}
        current={pack?.name}
        settingsPath={`/market/${market}/settings/${kind}`}
        onPick={onPick}
      />
    </ScreenHeader>
  );
};
