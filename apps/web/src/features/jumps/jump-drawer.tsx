import { JUMPS_TIMEFRAME, SOURCES, timeframeLabel } from '@tradescope/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JumpRow } from '../../lib/endpoints/jumps';
import { useStrategies } from '../../lib/endpoints/strategies';
import { useFormat } from '../../lib/format';
import { SIZES, useLayout } from '../../lib/layout';
import { AssetLogo } from '../../ui/asset-logo';
import { MatchChart } from '../../ui/chart';
import { Drawer } from '../../ui/drawer';
import { pairText } from '../../ui/pair-label';
import { PassedTime } from '../../ui/passed-time';
import { ChangeText } from './jump-cells';
import { jumpChart } from './jump-links';
import { SubJumps } from './sub-jumps';

const Stat = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-surface-muted/60 px-3 py-2">
    <dt className="text-ink-muted text-xs">{label}</dt>
    <dd className="tabular truncate font-semibold text-sm">{children}</dd>
  </div>
);

/** The strategy that found the jump, named and described from the strategy list (spec §2 detail drawer). */
const StrategyNote = ({ row }: { row: JumpRow }) => {
  const { t } = useTranslation('jumps');
  const { locale } = useFormat();
  const strategy = useStrategies().data?.byId.get(row.strategyId);
  const name = (locale === 'fa' ? strategy?.fa_name : strategy?.name) || row.strategyName;
  const text = strategy?.descriptions[locale] || t('drawer.strategy-fallback');
  return (
    <section aria-label={t('drawer.strategy')} className="rounded-xl border border-line p-3">
      <h3 className="font-semibold text-ink-muted text-xs uppercase tracking-wide">{t('drawer.strategy')}</h3>
      <p className="mt-1 font-semibold text-sm">{name}</p>
      <p className="mt-1 text-ink-muted text-xs leading-relaxed">{text}</p>
    </section>
  );
};

const DrawerBody = ({ row, logo }: { row: JumpRow; logo: string | null }) => {
  const { t } = useTranslation('jumps');
  const format = useFormat();
  const layout = useLayout();
  const height = layout === 'mobile' ? SIZES.chartHeightMobilePx : SIZES.chartHeightDesktopPx;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 pb-5">
      <div className="flex items-center gap-3">
        <AssetLogo base={row.base} logo={logo} size={36} />
        <div className="min-w-0">
          <p className="truncate font-semibold">{row.name}</p>
          <p className="truncate text-ink-muted text-xs">
            {SOURCES[row.source].title} · <span dir="ltr">{timeframeLabel(JUMPS_TIMEFRAME)}</span>
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 tablet:grid-cols-4">
        <Stat label={t('column.price')}>{format.price(row.price, row.priceDecimals)}</Stat>
        <Stat label={t('drawer.first-candle')}>
          <ChangeText change={row.change} />
        </Stat>
        <Stat label={t('drawer.whole-event')}>
          <ChangeText change={row.totalChange} />
        </Stat>
        <Stat label={t('drawer.matched-at')}>
          <PassedTime at={row.matchTimestamp * 1000} />
        </Stat>
      </dl>
      <div className="grid gap-4 desktop:grid-cols-[minmax(0,1fr)_20rem]">
        <MatchChart market="crypto" chart={jumpChart(row)} height={height} />
        <div className="flex flex-col gap-4">
          <StrategyNote row={row} />
          <SubJumps row={row} id={`drawer-sub-jumps-${row.id}`} />
        </div>
      </div>
    </div>
  );
};

/** The jump's details: chart on 3-minute candles with the jump drawn, its strategy and its jumps. */
export const JumpDrawer = ({
  row,
  open,
  onOpenChange,
  logo,
}: {
  row: JumpRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  logo: string | null;
}) => {
  const { t } = useTranslation('jumps');
  return (
    <Drawer
      open={open && row !== null}
      onOpenChange={onOpenChange}
      title={row === null ? t('title') : t('drawer.title', { pair: pairText(row) })}
    >
      {row !== null && <DrawerBody row={row} logo={logo} />}
    </Drawer>
  );
};
