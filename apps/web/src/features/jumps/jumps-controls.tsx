import { JUMPS_TIMEFRAME, LIMITS, type SourceName } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import type { MarketSource } from '../../lib/endpoints/market-sources';
import { LimitedSelect } from '../../ui/select/limited-select';
import { Switch } from '../../ui/switch';
import { useNotificationsToggle } from './use-notifications-toggle';

/** Spec §2 jumps toolbar: the exchange (sources with 3-minute candles) and the jump-notifications switch. */
export const JumpsControls = ({
  source,
  sources,
  onSource,
  withToggle,
}: {
  source: SourceName;
  sources: readonly MarketSource[];
  onSource: (source: SourceName) => void;
  withToggle: boolean;
}) => {
  const { t } = useTranslation('jumps');
  const toggle = useNotificationsToggle();
  const items = sources
    .filter((each) => each.timeframes.includes(JUMPS_TIMEFRAME) || each.name === source)
    .map((each) => ({ value: each.name, label: each.title, disabled: !each.hasData }));
  return (
    <section
      aria-label={t('source')}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface-raised p-3 tablet:flex-row tablet:items-end tablet:justify-between"
    >
      <div className="min-w-0 tablet:w-64">
        <span className="mb-1.5 block font-medium text-ink-muted text-xs">{t('source')}</span>
        <LimitedSelect
          label={t('source')}
          items={items}
          value={source}
          limit={LIMITS.sourceFilterLimit}
          onChange={(value) => {
            const picked = sources.find((each) => each.name === value);
            if (picked !== undefined) onSource(picked.name);
          }}
        />
      </div>
      {withToggle && (
        <Switch
          label={t('notifications.label')}
          hint={t('notifications.hint')}
          checked={toggle.enabled}
          disabled={!toggle.ready || toggle.saving}
          onChange={toggle.setEnabled}
        />
      )}
    </section>
  );
};
