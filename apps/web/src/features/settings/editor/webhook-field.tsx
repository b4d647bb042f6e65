import type { Market } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useAlertWebhooks } from '../../../lib/endpoints/alert-deliveries';
import { TextField } from '../../../ui/field';
import { WebhookSecret } from './webhook-secret';

/** The webhook's last outcome for a stored alert: delivering, or failing with the receiver's answer. */
const WebhookState = ({ market, packName }: { market: Market; packName: string }) => {
  const { t } = useTranslation('settings');
  const { data } = useAlertWebhooks();
  const state = data?.webhooks.find((each) => each.market === market && each.packName === packName);
  if (state === undefined) return <p className="text-ink-faint text-xs">{t('alert.webhook-untried')}</p>;
  const failing = state.state === 'failing';
  return (
    <p role="status" className={clsx('text-xs', failing ? 'text-sell' : 'text-buy')}>
      {failing ? t('alert.webhook-failing', { reason: state.reason ?? '' }) : t('alert.webhook-ok')}
    </p>
  );
};

/**
 * Step 6, beyond the spec: an https address the alert's matches are also POSTed to, how it is doing, and the secret
 * its receiver checks the signature with.
 */
export const WebhookField = ({
  market,
  storedName,
  value,
  error,
  onChange,
}: {
  market: Market;
  /** The alert as stored (its webhook's state is known by this name); undefined for a new one. */
  storedName: string | undefined;
  value: string;
  error: string | undefined;
  onChange: (url: string) => void;
}) => {
  const { t } = useTranslation('settings');
  return (
    <div className="mt-3 flex flex-col gap-1.5">
      <TextField
        label={t('alert.webhook')}
        type="url"
        inputMode="url"
        dir="ltr"
        placeholder="https://"
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      <p className="text-ink-muted text-xs">{t('alert.webhook-hint')}</p>
      {storedName !== undefined && value !== '' && <WebhookState market={market} packName={storedName} />}
      {value !== '' && <WebhookSecret />}
    </div>
  );
};
