import { FEATURES } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../lib/app-store';
import { Button } from '../../ui/button';
import { CrownIcon, LockIcon } from '../../ui/icons';

/** Spec §2: without ict, pro or hero the page explains itself and offers the upgrade (the jumps rule, crypto). */
export const JumpsLocked = () => {
  const { t } = useTranslation('jumps');
  const openUpgrade = useAppStore((state) => state.openUpgrade);
  return (
    <section
      aria-labelledby="jumps-locked-title"
      className="relative overflow-hidden rounded-2xl border border-line bg-surface-raised px-6 py-12 text-center"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 flex flex-col gap-3 p-6 opacity-60 blur-[6px]"
      >
        {[72, 54, 88, 60, 80].map((width) => (
          <span key={width} className="flex items-center gap-3">
            <span className="size-7 rounded-full bg-surface-muted" />
            <span className="h-3 rounded bg-surface-muted" style={{ width: `${width / 3}%` }} />
            <span className="ms-auto h-3 w-16 rounded bg-buy/20" />
          </span>
        ))}
      </div>
      <div className="relative mx-auto flex max-w-md flex-col items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-full bg-gold/15 text-gold">
          <LockIcon size={22} />
        </span>
        <h2 id="jumps-locked-title" className="font-bold text-lg">
          {t('locked.title')}
        </h2>
        <p className="text-ink-muted text-sm">{t('locked.text')}</p>
        <Button
          className="mt-2"
          onClick={() => openUpgrade({ rule: FEATURES['jumps.view'].rule, group: 'crypto' })}
        >
          <CrownIcon size={16} />
          {t('locked.button')}
        </Button>
      </div>
    </section>
  );
};
