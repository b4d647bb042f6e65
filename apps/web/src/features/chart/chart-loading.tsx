import type { Market } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/spinner';

/** The full-screen chart's placeholder while its chunk (and the chart library) loads. */
export const ChartLoading = ({ market }: { market: Market }) => {
  const { t } = useTranslation();
  return (
    <div className="flex h-dvh flex-col bg-surface text-ink">
      <div className="flex h-14 items-center gap-3 border-line border-b bg-surface-raised px-4">
        <span className="skeleton size-7 rounded-full" />
        <span className="skeleton h-3.5 w-28 rounded" />
        <span className="skeleton ms-auto h-7 w-56 rounded-lg" />
      </div>
      <main
        data-route={`market.${market}.chart`}
        className="flex flex-1 items-center justify-center gap-2 bg-surface-raised text-ink-muted text-sm"
      >
        <Spinner size={18} className="text-brand" />
        {t('chart.loading')}
      </main>
    </div>
  );
};
