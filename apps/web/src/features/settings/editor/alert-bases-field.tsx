import type { Market, SourceName } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/endpoints';
import { MultiSelectField } from '../../../ui/filter-fields';
import { Segmented } from '../../../ui/segmented';
import type { AlertBases } from './alert-draft';
import { pickablePacksOf } from './asset-options';
import { AssetPicker } from './asset-picker';

type Mode = 'all' | 'assets' | 'packs';

const modeOf = (bases: AlertBases): Mode =>
  bases === 'all' ? 'all' : Array.isArray(bases) ? 'assets' : 'packs';

/** Step 3 (spec §3 alert bases): every asset, assets picked one by one, or whole asset packs. */
export const AlertBasesField = ({
  market,
  source,
  value,
  onChange,
}: {
  market: Market;
  /** The exchange whose assets the picker offers. */
  source: SourceName | undefined;
  value: AlertBases;
  onChange: (bases: AlertBases) => void;
}) => {
  const { t } = useTranslation('settings');
  const { data: user } = useUser();
  const mode = modeOf(value);
  const packs = user ? pickablePacksOf(user.settings[market]) : [];
  const chosen = mode === 'packs' ? Object.keys(value as Readonly<Record<string, readonly string[]>>) : [];
  return (
    <div className="flex flex-col gap-3">
      <div className="max-w-md">
        <Segmented<Mode>
          label={t('alert.steps.bases')}
          value={mode}
          onChange={(next) => onChange(next === 'all' ? 'all' : next === 'assets' ? [] : {})}
          options={[
            { value: 'all', label: t('alert.all-assets') },
            { value: 'assets', label: t('alert.pick-assets') },
            { value: 'packs', label: t('alert.from-packs') },
          ]}
        />
      </div>
      {mode === 'all' && <p className="text-ink-muted text-sm">{t('alert.all-assets-hint')}</p>}
      {mode === 'assets' && (
        <AssetPicker
          market={market}
          source={source}
          selected={value as readonly string[]}
          onChange={(bases) => onChange(bases)}
        />
      )}
      {mode === 'packs' && (
        <div className="max-w-md">
          <MultiSelectField
            label={t('alert.packs')}
            placeholder={t('alert.packs-none')}
            items={packs.map((pack) => ({ value: pack.name, label: pack.title || pack.name }))}
            values={chosen}
            onChange={(names) =>
              onChange(
                Object.fromEntries(
                  packs.filter((pack) => names.includes(pack.name)).map((pack) => [pack.name, pack.assets]),
                ),
              )
            }
          />
        </div>
      )}
    </div>
  );
};
