import { clsx } from 'clsx';
import { type ReactNode, useState } from 'react';
import { useFormat } from '../lib/format';
import { Button } from './button';
import { Drawer } from './drawer';
import { SlidersIcon } from './icons';

export interface FilterSheetProps {
  /** The button's and the sheet's title. */
  readonly title: string;
  /** How many filters narrow the list; the button shows the count when there are any. */
  readonly active: number;
  /** The words of the button that closes the sheet on the results. */
  readonly done: string;
  /** Extra classes for the trigger button (its place in the toolbar). */
  readonly className?: string;
  /** The filter fields, laid out in one column. */
  readonly children: ReactNode;
}

/** On phones a page's filters live in a bottom sheet behind one button that counts the active ones. */
export const FilterSheet = ({ title, active, done, className, children }: FilterSheetProps) => {
  const format = useFormat();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={clsx(
          'inline-flex h-9 items-center gap-2 rounded-lg border border-line-strong bg-surface-raised px-3 font-medium text-sm',
          className,
        )}
      >
        <SlidersIcon size={15} />
        {title}
        {active > 0 && (
          <span className="tabular rounded-full bg-brand px-1.5 font-semibold text-[11px] text-on-brand leading-5">
            {format.count(active)}
          </span>
        )}
      </button>
      <Drawer open={open} onOpenChange={setOpen} title={title}>
        <div className="flex flex-col gap-4 px-4 pb-4">
          {children}
          <Button size="lg" onClick={() => setOpen(false)}>
            {done}
          </Button>
        </div>
      </Drawer>
    </>
  );
};
