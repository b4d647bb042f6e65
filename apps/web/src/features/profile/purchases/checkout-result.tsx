import { type Purchase, purchaseStatusView } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isString, sessionStore } from '../../../lib/storage';
import { buttonClass } from '../../../ui/button';
import { CHECKOUT_STORAGE_KEY } from '../plans/checkout-key';

const TONES = {
  success: 'border-buy/40 bg-buy/8',
  warning: 'border-warning/40 bg-warning/8',
  error: 'border-sell/40 bg-sell/8',
};

/**
 * The checkout's result: the gateway sends the browser back here, and the purchase just paid (remembered for this
 * tab when checkout started) is told apart from the history, with a way back to the plans when it did not go through.
 */
export const CheckoutResult = ({ purchases }: { purchases: readonly Purchase[] }) => {
  const { t } = useTranslation('profile');
  const [purchaseId, setPurchaseId] = useState(() => sessionStore.get(CHECKOUT_STORAGE_KEY, isString));
  const purchase = purchases.find((row) => row.id === purchaseId);
  if (!purchase) return null;
  const view = purchaseStatusView(purchase.status);
  const dismiss = () => {
    sessionStore.remove(CHECKOUT_STORAGE_KEY);
    setPurchaseId(undefined);
  };
  return (
    <section
      data-testid="checkout-result"
      data-status={purchase.status}
      className={clsx(
        'flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4',
        TONES[view.tone],
      )}
    >
      <div>
        <p className="font-semibold">{t(`checkout.result.${purchase.status}`)}</p>
        <p className="text-ink-muted text-sm">
          {t('checkout.result.plan', { plan: t(`plans.${purchase.plan}`, { defaultValue: purchase.plan }) })}
        </p>
      </div>
      <div className="flex gap-2">
        {purchase.status !== 'completed' && (
          <Link to="/plans" className={buttonClass('primary', 'sm')} onClick={dismiss}>
            {t('checkout.result.try-again')}
          </Link>
        )}
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={dismiss}>
          {t('checkout.result.dismiss')}
        </button>
      </div>
    </section>
  );
};
