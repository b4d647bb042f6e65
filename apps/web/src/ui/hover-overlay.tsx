import { TIMERS } from '@tradescope/domain';
import { HoverCard } from 'radix-ui';
import type { ReactNode } from 'react';

/** A detail card on hover that lingers 400 ms after the pointer leaves (spec §2, §9). */
export const HoverOverlay = ({
  trigger,
  children,
  align = 'center',
}: {
  trigger: ReactNode;
  children: ReactNode;
  /** Where the card sits along its trigger; a table row's card belongs at the row's start, by the pair. */
  align?: 'start' | 'center' | 'end';
}) => (
  <HoverCard.Root openDelay={150} closeDelay={TIMERS.hoverOverlayMs}>
    <HoverCard.Trigger asChild>{trigger}</HoverCard.Trigger>
    <HoverCard.Portal>
      <HoverCard.Content
        sideOffset={8}
        align={align}
        alignOffset={align === 'center' ? 0 : 12}
        collisionPadding={12}
        className="animate-pop-in z-50 min-w-56 rounded-xl border border-line bg-surface-raised p-3 text-sm shadow-pop"
      >
        {children}
      </HoverCard.Content>
    </HoverCard.Portal>
  </HoverCard.Root>
);
