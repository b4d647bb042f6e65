import { WEBHOOK_HEADERS } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRotateWebhookSecret, useWebhookSecret } from '../../../lib/endpoints/alert-deliveries';
import { Button } from '../../../ui/button';
import { CopyIcon, EyeIcon, EyeOffIcon, RefreshIcon } from '../../../ui/icons';
import { notify } from '../../../ui/toast';

const MASK = '•'.repeat(24);
const SIGNATURE_RULE = `${WEBHOOK_HEADERS.signature}: sha256=hex(HMAC-SHA256(secret, ${WEBHOOK_HEADERS.timestamp} + "." + body))`;

/**
 * The key the user's webhooks are signed with (HMAC-SHA256 of `<timestamp>.<body>`): hidden until asked, copied for
 * the receiver, and rotated after a confirmation, since a receiver still holding the old one stops verifying.
 */
export const WebhookSecret = () => {
  const { t } = useTranslation('settings');
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const secret = useWebhookSecret(true);
  const rotate = useRotateWebhookSecret();
  const value = secret.data?.secret;

  const copy = async () => {
    if (value === undefined) return;
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t('alert.secret-copied'));
    } catch {
      // No clipboard (an insecure page, a refusal): the secret is shown to be selected by hand.
      setShown(true);
      notify.failure(t('alert.secret-copy-failed'));
    }
  };
  const renew = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(t('alert.secret-rotated'));
      },
      onError: notify.error,
    });

  return (
    <section
      aria-labelledby="webhook-secret"
      className="flex flex-col gap-2 rounded-lg border border-line p-3"
    >
      <h3 id="webhook-secret" className="font-medium text-ink text-sm">
        {t('alert.secret')}
      </h3>
      <p className="text-ink-muted text-xs leading-relaxed">{t('alert.secret-hint')}</p>
      {/* The rule itself is code: left to right in both languages, so Persian text never splits its parts. */}
      <p dir="ltr" className="break-words text-start font-mono text-[11px] text-ink-muted">
        {SIGNATURE_RULE}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          dir="ltr"
          className="min-w-0 flex-1 basis-48 select-all break-all rounded-md bg-surface-muted px-2 py-1.5 font-mono text-ink text-xs"
        >
          {value === undefined ? '…' : shown ? value : MASK}
        </code>
        <div className="flex gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-pressed={shown}
            disabled={value === undefined}
            onClick={() => setShown(!shown)}
          >
            {shown ? <EyeOffIcon size={14} /> : <EyeIcon size={14} />}
            {shown ? t('alert.secret-hide') : t('alert.secret-show')}
          </Button>
          <Button size="sm" variant="secondary" disabled={value === undefined} onClick={copy}>
            <CopyIcon size={14} />
            {t('alert.secret-copy')}
          </Button>
        </div>
      </div>
      {confirming ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md bg-sell/5 p-2">
          <p className="min-w-48 flex-1 text-ink text-xs">{t('alert.secret-rotate-warning')}</p>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            {t('alert.secret-keep')}
          </Button>
          <Button size="sm" variant="danger" pending={rotate.isPending} onClick={renew}>
            {t('alert.secret-rotate-confirm')}
          </Button>
        </div>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          className="self-start"
          disabled={value === undefined}
          onClick={() => setConfirming(true)}
        >
          <RefreshIcon size={14} />
          {t('alert.secret-rotate')}
        </Button>
      )}
    </section>
  );
};
