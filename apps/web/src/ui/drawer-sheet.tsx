import { clsx } from 'clsx';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer as Vaul } from 'vaul';
import { SIZES } from '../lib/layout';
import { CloseIcon } from './icons';

export interface DrawerProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** Bottom sheets for pickers; `start` slides in from the reading side (left in English, right in Persian). */
  readonly side?: 'bottom' | 'start';
  /** Hides the visible title (it stays for screen readers) when the content has its own header. */
  readonly hideTitle?: boolean;
}

/** vaul measures its close threshold as a share of the sheet; the spec gives 40 px (§9), so we convert. */
const thresholdFor = (sizePx: number): number =>
  sizePx > 0 ? Math.min(1, SIZES.drawerSwipeDownPx / sizePx) : 0.25;

/** The drawer itself, on vaul; loaded the first time a drawer opens (see drawer.tsx). */
const DrawerSheet = ({
  open,
  onOpenChange,
  title,
  children,
  side = 'bottom',
  hideTitle = false,
}: DrawerProps) => {
  const { t, i18n } = useTranslation();
  const [threshold, setThreshold] = useState(0.25);
  const rtl = i18n.dir() === 'rtl';
  const direction = side === 'bottom' ? 'bottom' : rtl ? 'right' : 'left';
  const measure = useCallback(
    (node: HTMLDivElement | null) => {
      if (node) setThreshold(thresholdFor(side === 'bottom' ? node.offsetHeight : node.offsetWidth));
    },
    [side],
  );
  return (
    <Vaul.Root open={open} onOpenChange={onOpenChange} direction={direction} closeThreshold={threshold}>
      <Vaul.Portal>
        <Vaul.Overlay className="fixed inset-0 z-50 bg-slate-950/55" />
        <Vaul.Content
          ref={measure}
          aria-describedby={undefined}
          className={clsx(
            'fixed z-50 flex flex-col bg-surface-raised text-ink shadow-pop outline-none',
            side === 'bottom'
              ? 'inset-x-0 bottom-0 max-h-[88dvh] rounded-t-2xl border-line border-t pb-[env(safe-area-inset-bottom)]'
              : 'inset-y-0 w-[min(20rem,86vw)] border-line',
            side === 'start' && (rtl ? 'right-0 border-s' : 'left-0 border-e'),
          )}
        >
          {side === 'bottom' && (
            <div className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-line-strong" />
          )}
          <div className={clsx('flex items-center gap-2 px-4 pt-3 pb-2', hideTitle && 'sr-only')}>
            <Vaul.Title className="flex-1 font-semibold text-base">{title}</Vaul.Title>
            <Vaul.Close
              aria-label={t('action.close')}
              className="inline-flex size-8 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted"
            >
              <CloseIcon size={16} />
            </Vaul.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
        </Vaul.Content>
      </Vaul.Portal>
    </Vaul.Root>
  );
};

export default DrawerSheet;
