import { clsx } from 'clsx';
import { type ComponentPropsWithRef, forwardRef, type ReactNode } from 'react';
import { ChevronDownIcon } from '../icons';

/** The closed select: looks like an input, opens the option list. */
export const SelectTrigger = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithRef<'button'> & { label: string; children: ReactNode }
>(({ label, children, className, ...props }, ref) => (
  <button
    ref={ref}
    type="button"
    aria-label={label}
    className={clsx(
      'flex h-9 w-full min-w-0 items-center gap-2 rounded-lg border border-line-strong bg-surface-raised ps-3 pe-2 text-start text-sm',
      'hover:border-ink-faint focus-visible:border-brand focus-visible:outline-none data-[state=open]:border-brand',
      className,
    )}
    {...props}
  >
    <span className="flex min-w-0 flex-1 items-center gap-1 overflow-hidden">{children}</span>
    <ChevronDownIcon size={15} className="shrink-0 text-ink-muted" />
  </button>
));
SelectTrigger.displayName = 'SelectTrigger';
