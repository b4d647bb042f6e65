import { clsx } from 'clsx';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';

type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

// xl holds a 550 px chart above a wide table (the matches detail modal, spec §9).
const WIDTHS: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-3xl',
  xl: 'max-w-5xl',
};

export interface ModalProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  /** Buttons at the bottom, end-aligned. */
  readonly footer?: ReactNode;
  readonly size?: ModalSize;
  /** Art above the title (an icon in a ring). */
  readonly media?: ReactNode;
}

/**
 * The modal itself, on radix's dialog; loaded the first time a modal opens (see modal.tsx).
 * Spec §4: a modal closes on escape (the topmost first), a backdrop click or its close button, and locks the
 * page's scroll while open. Radix's dialog keeps one stack of layers, so only the top one hears escape.
 */
const ModalDialog = ({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  media,
}: ModalProps) => {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-slate-950/55 backdrop-blur-[2px]" />
        <Dialog.Content
          className={clsx(
            'animate-pop-in fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[calc(100dvh-2rem)] -translate-y-1/2 overflow-y-auto',
            'rounded-2xl border border-line bg-surface-raised text-ink shadow-pop focus:outline-none',
            WIDTHS[size],
          )}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          // Focus starts on the dialog itself, not its close button, so opening shows no stray focus ring.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
        >
          <div className="flex items-start gap-3 px-5 pt-5">
            <div className="min-w-0 flex-1">
              {media && <div className="mb-3">{media}</div>}
              <Dialog.Title className="font-semibold text-base text-ink leading-snug">{title}</Dialog.Title>
              {description !== undefined && (
                <Dialog.Description className="mt-1.5 text-ink-muted text-sm leading-relaxed">
                  {description}
                </Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label={t('action.close')}
              className="-me-1.5 -mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
            >
              <CloseIcon size={16} />
            </Dialog.Close>
          </div>
          <div className="px-5 pt-4 pb-5">{children}</div>
          {footer && (
            <div className="flex flex-wrap items-center justify-end gap-2 border-line border-t bg-surface/50 px-5 py-3.5">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};

export default ModalDialog;
