import { useQuery } from '@tanstack/react-query';
import { MS_PER_SECOND, TIMERS } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useBotAddress } from '../../../lib/endpoints/bot-address';
import { userQuery } from '../../../lib/endpoints/user';
import { Button, buttonClass } from '../../../ui/button';
import { CheckIcon, ExternalIcon, TelegramIcon } from '../../../ui/icons';

/**
 * The bot's state on the send-type step (issue 14): linked, or not yet, with the way forward: the bot link once the
 * phone is verified, the requirements modal before. Until linked the user is read every 5 s (spec §9 bot poll), so
 * pressing Start in Telegram shows here.
 */
export const BotLinkStatus = ({ onVerifyPhone }: { onVerifyPhone: () => void }) => {
  const { t } = useTranslation('settings');
  const { data: user } = useQuery({
    ...userQuery,
    refetchInterval: (query) =>
      query.state.data?.alertBot.connected === false ? TIMERS.botPollS * MS_PER_SECOND : false,
  });
  const linked = user?.alertBot.connected === true;
  const phoneVerified = user?.phoneNumberVerified === true;
  const bot = useBotAddress(phoneVerified && !linked);
  if (user === undefined) return null;
  return (
    <div
      role="status"
      className={clsx(
        'flex flex-wrap items-center gap-3 rounded-lg border p-3',
        linked ? 'border-buy/40 bg-buy/5' : 'border-line',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'inline-flex size-8 shrink-0 items-center justify-center rounded-full',
          linked ? 'bg-buy text-white' : 'bg-surface-muted text-ink-muted',
        )}
      >
        {linked ? <CheckIcon size={16} strokeWidth={3} /> : <TelegramIcon size={16} />}
      </span>
      {/* At least 12rem of text: on a phone the action wraps under it instead of squeezing it. */}
      <div className="flex min-w-48 flex-1 flex-col gap-0.5">
        <p className="font-medium text-ink text-sm">
          {linked ? t('alert.bot-linked') : t('alert.bot-not-linked')}
        </p>
        <p className="text-ink-muted text-xs leading-relaxed">
          {linked
            ? t('alert.bot-linked-text')
            : phoneVerified
              ? t('alert.bot-not-linked-text')
              : t('bot-modal.bot-locked')}
        </p>
      </div>
      {!linked && !phoneVerified && (
        <Button size="sm" variant="secondary" className="ms-11 tablet:ms-0" onClick={onVerifyPhone}>
          {t('bot-modal.verify')}
        </Button>
      )}
      {!linked && phoneVerified && bot.data && (
        <a
          href={bot.data.url}
          target="_blank"
          rel="noreferrer"
          className={buttonClass('secondary', 'sm', 'ms-11 tablet:ms-0')}
        >
          <TelegramIcon size={14} />
          {t('bot-modal.open')}
          <ExternalIcon size={12} className="rtl:-scale-x-100" />
        </a>
      )}
    </div>
  );
};
