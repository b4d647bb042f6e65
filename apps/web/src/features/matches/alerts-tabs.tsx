import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Segmented } from '../../ui/segmented';
import { Spinner } from '../../ui/spinner';

// The log is loaded only when opened: most visits to the alerts page look at matches.
const DeliveryLog = lazy(() =>
  import('./deliveries/delivery-log').then((module) => ({ default: module.DeliveryLog })),
);

export type AlertsTab = 'matches' | 'deliveries';

/** The alerts page's tab, kept in the address (tab=deliveries) so a link can open the log. */
export const useAlertsTab = (): [AlertsTab, (tab: AlertsTab) => void] => {
  const [params, setParams] = useSearchParams();
  const tab: AlertsTab = params.get('tab') === 'deliveries' ? 'deliveries' : 'matches';
  const choose = (next: AlertsTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'deliveries') updated.set('tab', next);
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );
  return [tab, choose];
};

export const AlertsTabs = ({ tab, onChange }: { tab: AlertsTab; onChange: (tab: AlertsTab) => void }) => {
  const { t } = useTranslation('matches');
  return (
    <div className="w-full tablet:w-80">
      <Segmented
        label={t('tabs.label')}
        value={tab}
        onChange={onChange}
        options={[
          { value: 'matches', label: t('tabs.matches') },
          { value: 'deliveries', label: t('tabs.deliveries') },
        ]}
      />
    </div>
  );
};

export const AlertsDeliveries = () => (
  <Suspense
    fallback={
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    }
  >
    <DeliveryLog />
  </Suspense>
);
