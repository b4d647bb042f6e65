import { MS_PER_SECOND, TIMERS, type User } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useEnableXmoon } from '../../../lib/endpoints/enable-xmoon';
import { messageText } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/toast';
import { ConfirmModal } from '../confirm-modal';
import { SettingRow } from '../user/setting-row';
import { NationalCodeModal } from './national-code-modal';

type Step = 'closed' | 'national-code' | 'confirm';

/**
 * Spec §4 enable XMoon: a confirmation; a user without a national code gives it first, then confirms. On success
 * the page reloads after 2 s (§8). Offered to holders of XMoon days; the server refuses anyone else.
 */
export const XmoonRow = ({
  user,
  reload = () => window.location.reload(),
}: {
  user: User;
  reload?: () => void;
}) => {
  const { t } = useTranslation('profile');
  const [step, setStep] = useState<Step>('closed');
  const enable = useEnableXmoon();
  if (user.remainingDays.cryptoXMoon <= 0 && user.remainingDays.globalXMoon <= 0) return null;
  const confirm = () =>
    enable.mutate(undefined, {
      onSuccess: () => {
        setStep('closed');
        notify.success(t('xmoon.done'));
        setTimeout(reload, TIMERS.xmoonReloadDelayS * MS_PER_SECOND);
      },
      onError: (failure) =>
        notify.failure(
          isApiError(failure) && failure.status < 500 ? messageText(failure.key) : t('xmoon.error'),
        ),
    });
  return (
    <SettingRow label={t('xmoon.label')} value={t('xmoon.text')} testId="row-xmoon">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setStep(user.nationalCode.trim() === '' ? 'national-code' : 'confirm')}
      >
        {t('xmoon.enable')}
      </Button>
      <NationalCodeModal
        open={step === 'national-code'}
        user={user}
        onCancel={() => setStep('closed')}
        onSaved={() => setStep('confirm')}
      />
      <ConfirmModal
        open={step === 'confirm'}
        title={t('xmoon.title')}
        text={t('xmoon.confirm-text')}
        confirm={t('xmoon.enable')}
        pending={enable.isPending}
        onCancel={() => setStep('closed')}
        onConfirm={confirm}
      />
    </SettingRow>
  );
};
