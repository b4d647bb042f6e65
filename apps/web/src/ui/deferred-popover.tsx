import type { Popover as Parts } from 'radix-ui';
import { cloneElement, type ReactElement, type ReactNode, useEffect, useState } from 'react';
import { partsLoader, useDeferredParts } from './use-deferred-parts';

export type PopoverParts = typeof Parts;

const popoverParts = partsLoader(() => import('./popover-parts').then((module) => module.Popover));

export interface DeferredPopoverProps {
  /** Controlled when given; otherwise the popover keeps its own open state. */
  readonly open?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** The trigger: a button element (it stands in as it is until the library arrives). */
  readonly trigger: ReactElement<Record<string, unknown>>;
  /** The popover's content (Portal and Content), drawn with the loaded parts. */
  readonly children: (Popover: PopoverParts) => ReactNode;
}

/**
 * A popover (the selects, the tips panel) whose library, with the floating positioning it brings (about 12 KB
 * compressed), loads when its trigger is approached, not with the first screen (useDeferredParts).
 */
export const DeferredPopover = ({ open, onOpenChange, trigger, children }: DeferredPopoverProps) => {
  const { parts: Popover, openAtOnce, trigger: real, standIn } = useDeferredParts(popoverParts);
  const [ownOpen, setOwnOpen] = useState(false);
  const change = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  // A press on the stand-in opens the popover once it is here, as a press on the real trigger would have.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the parts arrive
  useEffect(() => {
    if (Popover !== undefined && openAtOnce) change(true);
  }, [Popover]);
  if (Popover === undefined) return cloneElement(trigger, { 'aria-haspopup': 'dialog', ...standIn });
  return (
    <Popover.Root open={open ?? ownOpen} onOpenChange={change}>
      <Popover.Trigger ref={real} asChild>
        {trigger}
      </Popover.Trigger>
      {children(Popover)}
    </Popover.Root>
  );
};
