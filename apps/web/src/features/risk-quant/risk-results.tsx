import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../ui/icons';
import type { RiskView } from './risk-draft';
import { useRiskFormat, useRiskMessage } from './risk-text';

const Figure = ({
  name,
  label,
  value,
  tone,
}: {
  name: string;
  label: string;
  value: string;
  tone?: 'buy' | 'sell';
}) => (
  <div className="flex items-baseline justify-between gap-3 py-2" data-result={name}>
    <dt className="text-ink-muted text-sm">{label}</dt>
    <dd
      dir="ltr"
      className={clsx(
        'tabular font-semibold text-sm',
        tone === 'buy' ? 'text-buy' : tone === 'sell' ? 'text-sell' : 'text-ink',
      )}
    >
      {value}
    </dd>
  </div>
);

const Warning = ({ text }: { text: string }) => (
  <p
    role="alert"
    className="flex items-start gap-2 rounded-lg bg-sell/10 px-3 py-2 text-sell text-xs leading-relaxed"
  >
    <WarningIcon size={15} className="mt-px shrink-0" />
    {text}
  </p>
);

/**
 * The figures of spec §3 (risked money, position size, margin, liquidation, risk/reward, price change, profit or
 * loss, return on equity). The liquidation stands against the stop: how far before it the stop fires, or the spec's
 * warning when the position would be liquidated first.
 */
export const RiskResults = ({
  view,
  quote,
  stopLoss,
  entry,
}: {
  view: RiskView;
  quote: string;
  stopLoss: number | undefined;
  entry: number | undefined;
}) => {
  const { t } = useTranslation('risk-quant');
  const format = useRiskFormat();
  const message = useRiskMessage();
  const { result, warnings } = view;
  if (result === undefined)
    return <p className="py-6 text-center text-ink-muted text-sm">{t('results.empty')}</p>;
  const money = (value: number) => `${format.money(value)} ${quote.toUpperCase()}`;
  const gain = (value: number) => (value > 0 ? 'buy' : value < 0 ? 'sell' : undefined);
  const gap =
    stopLoss !== undefined && entry !== undefined ? Math.abs(stopLoss - result.liquidation) / entry : 0;
  const liquidation = (
    <section
      aria-label={t('results.against-stop')}
      className={clsx(
        'flex flex-col gap-2 rounded-xl border p-3',
        warnings.liquidation ? 'border-sell/50 bg-sell/5' : 'border-line bg-surface',
      )}
    >
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-ink text-sm">{t('results.liquidation')}</span>
        <span dir="ltr" className="tabular font-bold text-lg" data-testid="risk-liquidation">
          {format.price(result.liquidation)}
        </span>
      </div>
      {stopLoss !== undefined && (
        <p className="flex items-baseline justify-between gap-3 text-ink-muted text-xs">
          <span>{t('results.stop-at', { price: format.price(stopLoss) })}</span>
          {!warnings.liquidation && (
            <span className="text-end text-buy">
              {t('results.before-stop', { percent: format.percent(gap * 100).replace('+', '') })}
            </span>
          )}
        </p>
      )}
      {warnings.liquidation && <Warning text={message(warnings.liquidation) ?? ''} />}
    </section>
  );
  return (
    <div className="flex flex-col gap-3" data-testid="risk-results">
      {liquidation}
      <dl className="divide-y divide-line">
        <Figure name="riskedMoney" label={t('results.riskedMoney')} value={money(result.riskedMoney)} />
        <Figure name="positionSize" label={t('results.positionSize')} value={money(result.positionSize)} />
        <Figure name="margin" label={t('results.margin')} value={money(result.margin)} />
        <Figure name="riskReward" label={t('results.riskReward')} value={format.ratio(result.riskReward)} />
        <Figure
          name="priceChange"
          label={t('results.priceChange')}
          value={format.percent(result.priceChange)}
          tone={gain(result.priceChange)}
        />
        <Figure
          name="profitOrLost"
          label={t('results.profitOrLost')}
          value={money(result.profitOrLost)}
          tone={gain(result.profitOrLost)}
        />
        <Figure
          name="returnOrEquity"
          label={t('results.returnOrEquity')}
          value={format.percent(result.returnOrEquity)}
          tone={gain(result.returnOrEquity)}
        />
      </dl>
      {warnings.margin && <Warning text={message(warnings.margin) ?? ''} />}
    </div>
  );
};
