import { useTranslation } from 'react-i18next';

/** DESIGN §4: in the embedded mode the market data is a replay of shipped history, and the UI says so. */
export const DemoBadge = () => {
  const { t } = useTranslation();
  return (
    <span
      title={t('demo.text')}
      className="inline-flex h-5 shrink-0 items-center gap-1 rounded-full border border-warning/40 bg-warning/10 px-2 font-semibold text-[10px] text-warning uppercase tracking-wide"
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-warning" />
      {t('demo.badge')}
    </span>
  );
};
