import { useQuery } from '@tanstack/react-query';
import { MS_PER_SECOND, TIMERS } from '@tradescope/domain';
import { clsx } from 'clsx';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBotAddress } from '../../../lib/endpoints/bot-address';
import { userQuery } from '../../../lib/endpoints/user';
import { Button, buttonClass } from '../../../ui/button';
import { CheckIcon, ExternalIcon, TelegramIcon } from '../../../ui/icons';
import { Modal } from '../../../ui/modal';
import { PhoneVerification } from '../../../ui/phone-verification';

const Requirement = ({
  done,
  title,
  text,
  action,
}: {
  done: boolean;
  title: string;
  text: string;
  action?: ReactNode;
}) => (
  <li className="flex items-start gap-3 rounded-lg border border-line p-3">
    <span
      aria-hidden="true"
      className={clsx(
        'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full border',
        done ? 'border-buy bg-buy text-white' : 'border-line-strong',
      )}
    >
      {done && <CheckIcon size={14} strokeWidth={3} />}
    </span>
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <p className="font-medium text-ink text-sm">{title}</p>
      <p className="text-ink-muted text-xs leading-relaxed">{text}</p>
      {action && <div>{action}</div>}
    </div>
  </li>
);

/**
 * Spec §4: choosing the bot needs a verified phone and the linked bot. The modal explains both, verifies the phone
 * in place, links to the bot, and reads the user every 5 s while it is open, so a chat linked in Telegram shows as
 * done. The phone is what opens "Send by the bot": the bot can be linked after the alert is saved.
 */
export const BotRequirementsModal = ({
  open,
  onOpenChange,
  onMet,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMet: () => void;
}) => {
  const { t } = useTranslation('settings');
  const [verifying, setVerifying] = useState(false);
  const { data: user } = useQuery({
    ...userQuery,
    refetchInterval: open ? TIMERS.botPollS * MS_PER_SECOND : false,
  });
  const phoneVerified = user?.phoneNumberVerified === true;
  const linked = user?.alertBot.connected === true;
  const bot = useBotAddress(open && phoneVerified && !linked);
  return (
    <>
      <Modal
        open={open && !verifying}
        onOpenChange={onOpenChange}
        title={t('bot-modal.title')}
        description={t('bot-modal.text')}
        footer={
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('bot-modal.cancel')}
            </Button>
            <Button disabled={!phoneVerified} onClick={onMet}>
              {t('bot-modal.use')}
            </Button>
          </>
        }
      >
        <ol className="flex flex-col gap-2">
          <Requirement
            done={phoneVerified}
            title={t('bot-modal.phone')}
            text={
              phoneVerified
                ? t('bot-modal.phone-done', { phone: user?.phoneNumber ?? '' })
                : t('bot-modal.phone-text')
            }
            action={
              !phoneVerified && (
                <Button size="sm" onClick={() => setVerifying(true)}>
                  {t('bot-modal.verify')}
                </Button>
              )
            }
          />
          <Requirement
            done={linked}
            title={t('bot-modal.bot')}
            text={
              linked
                ? t('alert.bot-linked')
                : phoneVerified
                  ? t('bot-modal.bot-text')
                  : t('bot-modal.bot-locked')
            }
            action={
              phoneVerified &&
              !linked &&
              bot.data && (
                <a
                  href={bot.data.url}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClass('secondary', 'sm')}
                >
                  <TelegramIcon size={14} />
                  {t('bot-modal.open')}
                  <ExternalIcon size={12} className="rtl:-scale-x-100" />
                </a>
              )
            }
          />
        </ol>
        {!phoneVerified && <p className="mt-3 text-ink-faint text-xs">{t('bot-modal.waiting')}</p>}
      </Modal>
      <PhoneVerification open={verifying} onOpenChange={setVerifying} />
    </>
  );
};
