import { clsx } from 'clsx';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartParams } from '../../ui/chart';
import { ChevronDownIcon, ChevronStartIcon } from '../../ui/icons';
import { LivePrice } from '../../ui/live-price';
import { pairText } from '../../ui/pair-label';
import type { RiskView } from './risk-draft';
import { useRiskFormat } from './risk-text';

/** Above the shell's bottom navigation (4 rem and the safe area). */
const ABOVE_BOTTOM_NAV = 'bottom-[calc(4rem+env(safe-area-inset-bottom))]';

/** The liquidation and the position size, the figures a trader checks first. */
const Summary = ({ view }: { view: RiskView | undefined }) => {
  const { t } = useTranslation('risk-quant');
  const format = useRiskFormat();
  const result = view?.result;
  return (
    <dl className="flex min-w-0 flex-1 gap-4 text-xs">
      <div className="min-w-0">
        <dt className="text-ink-muted">{t('results.liquidation')}</dt>
        <dd
          dir="ltr"
          data-testid="risk-liquidation-summary"
          className={clsx(
            'tabular font-bold text-base',
            view?.warnings.liquidation ? 'text-sell' : 'text-ink',
          )}
        >
          {result ? format.price(result.liquidation) : '-'}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-ink-muted">{t('results.positionSize')}</dt>
        <dd dir="ltr" className="tabular font-semibold text-base text-ink">
          {result ? format.money(result.positionSize) : '-'}
        </dd>
      </div>
    </dl>
  );
};

/** Phone step 1 (spec §2): the inputs, full width, with the key figures and the way on to the chart. */
export const PhoneInputsStep = ({
  header,
  form,
  view,
  onNext,
}: {
  header: ReactNode;
  form: ReactNode;
  view: RiskView | undefined;
  onNext: () => void;
}) => {
  const { t } = useTranslation('risk-quant');
  return (
    <main
      data-route="market.crypto.risk-quant"
      data-step="inputs"
      className="flex flex-1 flex-col gap-4 pt-5"
    >
      <div className="flex flex-col gap-4 px-4">{header}</div>
      <section aria-label={t('inputs.title')} className="border-line border-y bg-surface-raised px-4 py-4">
        {form}
      </section>
      <div
        className={clsx(
          'sticky z-20 flex items-center gap-3 border-line border-t bg-surface-raised/95 px-4 py-3 backdrop-blur',
          ABOVE_BOTTOM_NAV,
        )}
      >
        <Summary view={view} />
        <button
          type="button"
          onClick={onNext}
          className="inline-flex h-10 shrink-0 items-center rounded-lg bg-brand px-4 font-semibold text-on-brand text-sm"
        >
          {t('steps.next')}
        </button>
      </div>
    </main>
  );
};

/** Phone step 2 (spec §2): the chart with its lines, a drawer of details, and the back arrow to the inputs. */
export const PhoneChartStep = ({
  chart,
  price,
  view,
  results,
  onBack,
  children,
}: {
  chart: ChartParams;
  price: number | undefined;
  view: RiskView | undefined;
  results: ReactNode;
  onBack: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation('risk-quant');
  // Closed, the drawer shows the key figures and leaves the chart to the fingers dragging its lines.
  const [open, setOpen] = useState(false);
  return (
    <main data-route="market.crypto.risk-quant" data-step="chart" className="flex flex-1 flex-col">
      <div className="flex h-12 items-center gap-2 border-line border-b bg-surface-raised px-2">
        <button
          type="button"
          onClick={onBack}
          aria-label={t('steps.back')}
          className="inline-flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted"
        >
          <ChevronStartIcon size={20} className="rtl:-scale-x-100" />
        </button>
        <span dir="ltr" className="font-bold">
          {pairText(chart)}
        </span>
        {price !== undefined && <LivePrice price={price} className="ms-auto pe-2 font-semibold text-sm" />}
      </div>
      <div className="h-[calc(100dvh-15rem)] min-h-72">{children}</div>
      <section
        aria-label={t('steps.details')}
        className={clsx(
          'fixed inset-x-0 z-30 flex max-h-[65dvh] flex-col rounded-t-2xl border-line border-t bg-surface-raised shadow-pop',
          ABOVE_BOTTOM_NAV,
        )}
      >
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((shown) => !shown)}
          className="flex w-full flex-col items-center gap-1 px-4 pt-2 pb-2"
        >
          <span aria-hidden="true" className="h-1 w-10 rounded-full bg-line-strong" />
          <span className="flex w-full items-center gap-3 text-start">
            <Summary view={view} />
            <span className="flex shrink-0 items-center gap-1 font-semibold text-brand text-sm">
              {t('steps.details')}
              <ChevronDownIcon size={16} className={clsx('transition', !open && 'rotate-180')} />
            </span>
          </span>
        </button>
        {open && <div className="overflow-y-auto px-4 pb-4">{results}</div>}
      </section>
    </main>
  );
};
