import { clsx } from 'clsx';

/**
 * The stand-in for a small card that has not loaded yet (a logo and two lines), `width` wide. `fill` lets a row of
 * them share the space left when they do not all fit at full width.
 */
export const CardSkeleton = ({ width, fill = false }: { width: number; fill?: boolean }) => (
  <div
    aria-hidden="true"
    data-skeleton=""
    className={clsx(
      'flex h-11 items-center gap-2.5 rounded-lg border border-line px-2.5',
      fill ? 'min-w-0 shrink' : 'shrink-0',
    )}
    style={{ flexBasis: width, width: fill ? undefined : width }}
  >
    <span className="skeleton size-7 shrink-0 rounded-full" />
    <span className="flex min-w-0 flex-1 flex-col gap-1.5">
      <span className="skeleton h-2.5 w-3/5 rounded" />
      <span className="skeleton h-2 w-4/5 rounded" />
    </span>
  </div>
);
