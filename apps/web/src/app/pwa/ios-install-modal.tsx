import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../ui/button';
import { PlusSquareIcon, ShareIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';

/** iPhones and iPads (iPadOS reports itself as a Mac with touch). */
export const isIos = (userAgent: string, touchPoints: number): boolean =>
  /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);

const Step = ({ n, icon, children }: { n: number; icon?: ReactNode; children: ReactNode }) => (
  <li className="flex items-start gap-3">
    <span className="tabular flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-soft font-bold text-brand text-xs">
      {n}
    </span>
    <span className="flex-1 pt-1 text-sm leading-relaxed">{children}</span>
    {icon && <span className="pt-1 text-ink-muted">{icon}</span>}
  </li>
);

/** Spec §2: the installPwa query on iOS shows how to add the app to the home screen (Safari has no prompt). */
export const IosInstallModal = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const open = params.has('installPwa') && isIos(navigator.userAgent, navigator.maxTouchPoints ?? 0);
  const close = () =>
    setParams(
      (current) => {
        current.delete('installPwa');
        return current;
      },
      { replace: true },
    );
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('install.title')}
      size="sm"
      footer={<Button onClick={close}>{t('action.close')}</Button>}
    >
      <ol className="flex flex-col gap-4">
        <Step n={1} icon={<ShareIcon size={18} />}>
          {t('install.step-1')}
        </Step>
        <Step n={2} icon={<PlusSquareIcon size={18} />}>
          {t('install.step-2')}
        </Step>
        <Step n={3}>{t('install.step-3')}</Step>
      </ol>
    </Modal>
  );
};
