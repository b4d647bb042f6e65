import { TIMERS, type UnixSeconds } from '@tradescope/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLayout } from '../../lib/layout';
import { canPromptInstall, promptInstall } from '../../lib/pwa/install-prompt';
import { Button } from '../../ui/button';
import { CheckIcon, DownloadIcon, LogoMark } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { isIos } from '../pwa/ios-install-modal';
import { useReminder } from './use-reminder';

const WELCOMED_KEY = 'welcomed';

/** Spec §4: on a phone's first visit, 1 s after load, once; then a flag is stored. */
export const WelcomeModal = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mobile = useLayout() === 'mobile';
  const due = useCallback((last: UnixSeconds | null) => last === null, []);
  const [open, close] = useReminder(mobile ? WELCOMED_KEY : undefined, due, TIMERS.welcomeModalDelayS);
  const ios = isIos(navigator.userAgent, navigator.maxTouchPoints ?? 0);
  const install = () => {
    close();
    if (canPromptInstall()) void promptInstall();
    else if (ios) navigate('?installPwa=1');
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      size="sm"
      title={t('welcome.title')}
      description={t('welcome.text')}
      media={<LogoMark size={44} />}
      footer={
        <>
          {(canPromptInstall() || ios) && (
            <Button variant="secondary" onClick={install}>
              <DownloadIcon size={15} />
              {t('welcome.install')}
            </Button>
          )}
          <Button onClick={close}>{t('welcome.start')}</Button>
        </>
      }
    >
      <ul className="flex flex-col gap-2.5">
        {(['welcome.point-1', 'welcome.point-2', 'welcome.point-3'] as const).map((point) => (
          <li key={point} className="flex items-start gap-2.5 text-sm">
            <CheckIcon size={16} className="mt-0.5 shrink-0 text-brand" />
            {t(point)}
          </li>
        ))}
      </ul>
    </Modal>
  );
};
