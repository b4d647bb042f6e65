import { timeframeLabel } from '@tradescope/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMarketSources } from '../../lib/endpoints/market-sources';
import { useStrategyName } from '../../lib/endpoints/strategies';
import { useLayout } from '../../lib/layout';
import { readChartParams, writeChartParams } from '../../ui/chart/chart-params';
import { useChartData } from '../../ui/chart/use-chart-data';
import { PairBar } from './pair-bar';
import { PhoneChartStep, PhoneInputsStep } from './phone-steps';
import { RiskChart } from './risk-chart';
import { priceText } from './risk-draft';
import { RiskForm } from './risk-form';
import { RiskResults } from './risk-results';
import { type RiskPair, useRiskPlan } from './use-risk-plan';

const MARKET = 'crypto';

/** The screen's head: the market, the title with its beta mark (spec §1), and a line of help. */
const Heading = () => {
  const { t } = useTranslation('risk-quant');
  const { t: tApp } = useTranslation();
  return (
    <header className="min-w-0">
      <p className="font-semibold text-brand text-xs uppercase tracking-wider">{tApp('market.crypto')}</p>
      <h1 className="flex items-center gap-2.5 font-bold text-2xl tracking-tight">
        {tApp('screen.risk-quant')}
        <span className="inline-flex h-5 items-center rounded-full border border-warning/40 bg-warning/10 px-2 font-semibold text-[10px] text-warning uppercase tracking-wide">
          {tApp('screen.beta')}
        </span>
      </h1>
      <p className="mt-1 max-w-2xl text-ink-muted text-sm">{t('subtitle')}</p>
    </header>
  );
};

/**
 * The risk-quant calculator (spec §2, crypto, beta): the inputs, the figures and the pair's chart with the plan's
 * lines to drag. On phones two steps (inputs, then chart and a details drawer); on wider screens all at once. An
 * address from "Size this trade" fills the prices from a match.
 */
export const RiskQuantPage = () => {
  const { t } = useTranslation('risk-quant');
  const [params, setParams] = useSearchParams();
  const chart = useMemo(() => readChartParams(params, MARKET), [params]);
  const { sources } = useMarketSources(MARKET);
  const { candles, matches, asset, assets } = useChartData(MARKET, chart);
  const bars = candles.data ?? [];
  const livePrice = asset?.price ?? bars.at(-1)?.close;
  const priceSettled = livePrice !== undefined || (!candles.isPending && !assets.isPending);
  const plan = useRiskPlan(chart, livePrice, priceSettled);
  const layout = useLayout();
  const [step, setStep] = useState<'inputs' | 'chart'>('inputs');
  const strategyName = useStrategyName();

  const changePair = (pair: RiskPair) =>
    setParams(writeChartParams({ ...chart, ...pair, strategyIds: [] }), { replace: true });

  const { draft, view, origin } = plan;
  const fromMatch = origin !== undefined && Object.keys(origin).length > 0;
  const strategyId = chart.strategyIds[0];
  const banner = fromMatch && (
    <p
      className="rounded-lg border border-brand/30 bg-brand-soft/50 px-3 py-2 text-ink text-sm"
      data-testid="risk-origin"
    >
      {t('origin.banner', {
        strategy: strategyId === undefined ? '' : strategyName(strategyId),
        timeframe: timeframeLabel(chart.timeframe),
      })}
    </p>
  );
  const form =
    draft && view ? (
      <RiskForm
        draft={draft}
        view={view}
        origin={origin}
        onField={plan.setField}
        onPosition={plan.setPosition}
      />
    ) : (
      <p className="py-8 text-center text-ink-muted text-sm">{t('pair.waiting')}</p>
    );
  const results = view && (
    <RiskResults
      view={view}
      quote={chart.quote}
      stopLoss={view.numbers.stopLossPrice}
      entry={view.numbers.entryPrice}
    />
  );
  const riskChart = (
    <RiskChart
      chart={chart}
      candles={bars}
      pending={candles.isPending}
      matches={matches}
      levels={{ ...view?.numbers, liquidation: view?.result?.liquidation }}
      onDrag={(field, price) => plan.setField(field, priceText(price))}
    />
  );
  const header = (
    <>
      <Heading />
      <PairBar
        pair={chart}
        sources={sources.sources}
        assets={assets.data ?? []}
        price={livePrice}
        onChange={changePair}
      />
      {banner}
    </>
  );

  if (layout === 'mobile') {
    return step === 'inputs' ? (
      <PhoneInputsStep header={header} form={form} view={view} onNext={() => setStep('chart')} />
    ) : (
      <PhoneChartStep
        chart={chart}
        price={livePrice}
        view={view}
        onBack={() => setStep('inputs')}
        results={results}
      >
        {riskChart}
      </PhoneChartStep>
    );
  }

  return (
    <main
      data-route="market.crypto.risk-quant"
      className="mx-auto flex w-full max-w-[1600px] flex-1 flex-col gap-5 px-5 py-6"
    >
      {header}
      <div className="grid items-start gap-5 desktop:grid-cols-[340px_minmax(0,1fr)_320px]">
        <section
          aria-label={t('inputs.title')}
          className="rounded-2xl border border-line bg-surface-raised p-4"
        >
          <h2 className="mb-3 font-semibold text-ink">{t('inputs.title')}</h2>
          {form}
        </section>
        <section className="flex flex-col gap-2">
          <div className="h-[560px] overflow-hidden rounded-2xl border border-line">{riskChart}</div>
          <p className="text-ink-muted text-xs">{t('chart.drag-hint')}</p>
        </section>
        <section
          aria-label={t('results.title')}
          className="rounded-2xl border border-line bg-surface-raised p-4"
        >
          <h2 className="mb-3 font-semibold text-ink">{t('results.title')}</h2>
          {results}
        </section>
      </div>
    </main>
  );
};
