import { LIMITS, type Market, type SourceName } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/endpoints';
import { useMarketAssets } from '../../../lib/endpoints/market-assets';
import { useFormat } from '../../../lib/format';
import { useLayout } from '../../../lib/layout';
import { Button } from '../../../ui/button';
import { Drawer } from '../../../ui/drawer';
import { SlidersIcon } from '../../../ui/icons';
import { Modal } from '../../../ui/modal';
import { ErrorState } from '../../../ui/states';
import { assetOptionsOf, pickablePacksOf } from './asset-options';
import { AssetPickerPanel } from './asset-picker-panel';
import { AssetTile } from './asset-tile';

export interface AssetPickerProps {
  readonly market: Market;
  readonly selected: readonly string[];
  readonly onChange: (selected: string[]) => void;
  /** The pack being edited, left out of the packs to pick from. */
  readonly editing?: string;
  /** The source whose assets are offered; the assets page's source when not given. */
  readonly source?: SourceName;
}

/**
 * Spec §2 asset picker: the first 12 assets of the market's source in 3 or 4 columns, and the whole list in a dialog
 * (a drawer on phones) with search, all, asset packs and show-only-selected.
 */
export const AssetPicker = ({ market, selected, onChange, editing, source: wanted }: AssetPickerProps) => {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const layout = useLayout();
  const [open, setOpen] = useState(false);
  const { data: user } = useUser();
  const source = wanted ?? user?.settings[market].Assets.source;
  const assets = useMarketAssets(market, source ?? 'binance-spot');
  const options = assetOptionsOf(assets.data ?? []);
  const packs = user ? pickablePacksOf(user.settings[market], editing) : [];
  const chosen = new Set(selected);
  const toggle = (base: string) =>
    onChange(chosen.has(base) ? selected.filter((each) => each !== base) : [...selected, base]);

  if (assets.isError)
    return <ErrorState compact title={t('assets.error')} onRetry={() => assets.refetch()} />;
  if (assets.isPending)
    return (
      <div
        className="grid grid-cols-3 gap-2 desktop:grid-cols-4"
        role="status"
        aria-busy="true"
        aria-label={t('assets.loading')}
      >
        {Array.from({ length: LIMITS.assetPickerFirstAssets }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={index} className="h-12 animate-pulse rounded-lg bg-surface-muted" />
        ))}
      </div>
    );

  const panel = <AssetPickerPanel options={options} selected={selected} onChange={onChange} packs={packs} />;
  const done = (
    <Button onClick={() => setOpen(false)} className="w-full tablet:w-auto">
      {t('assets.done')}
    </Button>
  );
  return (
    <div className="flex flex-col gap-3">
      {/* Spec §2: the first 12 assets in 3 or 4 columns. */}
      <div className="grid grid-cols-3 gap-2 desktop:grid-cols-4">
        {options.slice(0, LIMITS.assetPickerFirstAssets).map((option) => (
          <AssetTile
            key={option.base}
            option={option}
            checked={chosen.has(option.base)}
            onToggle={toggle}
            dense
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <SlidersIcon size={15} />
          {t('assets.choose')}
        </Button>
        <span className="tabular text-ink-muted text-sm">
          {t('editor.selected', { count: format.count(selected.length) })}
          {options.length > LIMITS.assetPickerFirstAssets &&
            ` · ${t('assets.more', { count: format.count(options.length - LIMITS.assetPickerFirstAssets) })}`}
        </span>
      </div>
      {layout === 'mobile' ? (
        <Drawer open={open} onOpenChange={setOpen} title={t('assets.title')}>
          <div className="flex flex-col gap-3 px-4 pb-4">
            {panel}
            <div className="sticky bottom-0 bg-surface-raised py-2">{done}</div>
          </div>
        </Drawer>
      ) : (
        <Modal open={open} onOpenChange={setOpen} title={t('assets.title')} size="lg" footer={done}>
          {panel}
        </Modal>
      )}
    </div>
  );
};
