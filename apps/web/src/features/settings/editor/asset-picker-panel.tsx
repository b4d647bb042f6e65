import type { AssetPack } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { EmptyState } from '../../../ui/states';
import { Switch } from '../../../ui/switch';
import { SearchField } from '../search-field';
import { type AssetOption, searchAssets, withAssets } from './asset-options';
import { AssetTile } from './asset-tile';

export interface AssetPickerPanelProps {
  readonly options: readonly AssetOption[];
  readonly selected: readonly string[];
  readonly onChange: (selected: string[]) => void;
  readonly packs: readonly AssetPack[];
}

/** The picker's full list (spec §2): search on base or name, all, pick from asset packs, show only selected. */
export const AssetPickerPanel = ({ options, selected, onChange, packs }: AssetPickerPanelProps) => {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [onlySelected, setOnlySelected] = useState(false);
  const chosen = new Set(selected);
  const offered = new Set(options.map((option) => option.base));
  const allChosen = options.length > 0 && options.every((option) => chosen.has(option.base));
  const shown = searchAssets(
    onlySelected ? options.filter((option) => chosen.has(option.base)) : options,
    search,
  );
  const toggle = (base: string) =>
    onChange(chosen.has(base) ? selected.filter((each) => each !== base) : [...selected, base]);
  return (
    <div className="flex flex-col gap-3">
      <SearchField value={search} onChange={setSearch} label={t('assets.search')} />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant={allChosen ? 'primary' : 'secondary'}
          aria-pressed={allChosen}
          onClick={() => onChange(allChosen ? [] : withAssets(selected, [...offered], offered))}
        >
          {t('assets.all')}
        </Button>
        <div className="min-w-44">
          <Select
            label={t('assets.from-pack')}
            placeholder={packs.length === 0 ? t('assets.from-pack-none') : t('assets.from-pack')}
            items={packs.map((pack) => ({ value: pack.name, label: pack.title || pack.name }))}
            value={null}
            onChange={(name) => {
              const pack = packs.find((each) => each.name === name);
              if (pack) onChange(withAssets(selected, pack.assets, offered));
            }}
          />
        </div>
        <Switch
          label={t('assets.only-selected')}
          checked={onlySelected}
          onChange={setOnlySelected}
          className="ms-auto"
        />
      </div>
      <p className="tabular text-ink-muted text-xs" aria-live="polite">
        {t('editor.selected', { count: format.count(selected.length) })}
      </p>
      {shown.length === 0 ? (
        <EmptyState compact title={t('assets.none')} />
      ) : (
        <div className="grid grid-cols-2 gap-2 tablet:grid-cols-3">
          {shown.map((option) => (
            <AssetTile
              key={option.base}
              option={option}
              checked={chosen.has(option.base)}
              onToggle={toggle}
            />
          ))}
        </div>
      )}
    </div>
  );
};
