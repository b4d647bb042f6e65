import { type MarketGroup, PLAN_DURATIONS, type Plan, type PlanDuration } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUser } from '../../../lib/endpoints';
import { useCheckout } from '../../../lib/endpoints/checkout';
import { type InstallmentOffer, useInstallmentOffers } from '../../../lib/endpoints/plan-catalog';
import { useFormat } from '../../../lib/format';
import { sessionStore } from '../../../lib/storage';
import { Button } from '../../../ui/button';
import { CheckIcon, CrownIcon } from '../../../ui/icons';
import { Segmented } from '../../../ui/segmented';
import { notify } from '../../../ui/toast';
import { CHECKOUT_STORAGE_KEY } from './checkout-key';
import { choiceOf, currentTierOf, plansOf, savingOf } from './plan-choice';

/** Catalog prices are whole dollars (domain PLAN_PRICES_USD), written as the interface language writes money. */
const usd = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);

const PlanCard = ({
  plan,
  current,
  asked,
  offer,
}: {
  plan: Plan;
  current: boolean;
  asked: boolean;
  offer: InstallmentOffer;
}) => {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const checkout = useCheckout();
  const [split, setSplit] = useState(false);
  const saving = savingOf(plan);
  const buy = () =>
    checkout.mutate(
      { planId: plan.id, installments: split },
      {
        onSuccess: ({ purchaseId, paymentUrl }) => {
          sessionStore.set(CHECKOUT_STORAGE_KEY, purchaseId);
          window.location.assign(paymentUrl);
        },
        onError: notify.error,
      },
    );
  return (
    <article
      data-testid={`plan-${plan.id}`}
      className={clsx(
        'flex flex-col gap-3 rounded-xl border p-5',
        asked ? 'border-brand bg-brand-soft/30 shadow-sm' : 'border-line bg-surface-raised',
      )}
    >
      <header className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 font-bold text-lg">
          <CrownIcon size={17} className={plan.tier === 'hero' ? 'text-gold' : 'text-brand'} />
          {t(`plans.${plan.tier}`)}
        </span>
        {current && (
          <span className="rounded-full bg-buy/12 px-2 py-0.5 font-semibold text-buy text-xs">
            {t('pricing.current')}
          </span>
        )}
      </header>
      <p className="flex items-baseline gap-1.5">
        <span className="tabular font-bold text-3xl">{usd(plan.priceUsd, format.locale)}</span>
        <span className="text-ink-muted text-sm">{t('pricing.per', { days: format.count(plan.days) })}</span>
      </p>
      {saving > 0 && (
        <p className="font-semibold text-buy text-xs">
          {t('pricing.saving', { percent: format.count(saving) })}
        </p>
      )}
      <ul className="flex flex-1 flex-col gap-1.5 text-sm">
        {[plan.tier, ...plan.grants.filter((tier) => tier !== plan.tier)].map((tier) => (
          <li key={tier} className="flex gap-2 text-ink-muted">
            <CheckIcon size={15} className="mt-0.5 shrink-0 text-buy" />
            {t(`pricing.unlocks.${tier}`)}
          </li>
        ))}
      </ul>
      {offer && (
        <label className="flex items-center gap-2 text-ink-muted text-xs">
          <input type="checkbox" checked={split} onChange={(event) => setSplit(event.target.checked)} />
          {t('pricing.installments', {
            first: format.number(offer.first),
            second: format.number(offer.second),
            last: format.number(offer.last),
          })}
        </label>
      )}
      <Button pending={checkout.isPending} onClick={buy} variant={asked ? 'primary' : 'secondary'}>
        {current ? t('pricing.extend') : t('pricing.buy')}
      </Button>
    </article>
  );
};

/**
 * The plans inside the app (issue 17): crypto and global tiers by term, what each unlocks and the user's current
 * plan; buying starts a checkout on the server's payment provider and the browser goes to pay.
 */
export const PlansPage = () => {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params);
  const { data: user } = useUser();
  const offers = useInstallmentOffers();
  const current = user ? currentTierOf(choice.group === 'crypto' ? user.plan : user.globalPlan) : null;
  const pick = (next: { group?: MarketGroup; days?: PlanDuration }) => {
    const merged = { ...choice, ...next };
    setParams(
      { group: merged.group, days: String(merged.days), ...(merged.tier ? { tier: merged.tier } : {}) },
      { replace: true },
    );
  };
  return (
    <main
      data-route="plans"
      className="mx-auto flex w-full min-w-0 max-w-6xl flex-1 flex-col gap-5 px-4 py-5 tablet:px-5"
    >
      <header className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl tracking-tight">{t('pricing.title')}</h1>
        <p className="max-w-2xl text-ink-muted text-sm">{t('pricing.text')}</p>
      </header>
      <div className="flex flex-wrap items-center gap-3 [&_label]:whitespace-nowrap">
        <Segmented
          label={t('pricing.group')}
          value={choice.group}
          onChange={(group) => pick({ group })}
          options={(['crypto', 'global'] as const).map((value) => ({ value, label: t(`days.${value}`) }))}
        />
        <Segmented
          label={t('pricing.term')}
          value={String(choice.days)}
          onChange={(days) => pick({ days: Number(days) as PlanDuration })}
          options={PLAN_DURATIONS.map((days) => ({
            value: String(days),
            label: t('pricing.days', { days: format.count(days) }),
          }))}
        />
      </div>
      <div className="grid grid-cols-1 gap-3 tablet:grid-cols-2 desktop:grid-cols-4">
        {plansOf(choice.group, choice.days).map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={plan.tier === current}
            asked={plan.tier === choice.tier}
            offer={offers.data?.get(plan.id) ?? null}
          />
        ))}
      </div>
      <p className="text-ink-faint text-xs">{t('pricing.note')}</p>
    </main>
  );
};
