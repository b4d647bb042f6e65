import type { DropdownMenu as Parts } from 'radix-ui';
import type { ReactNode } from 'react';
import { partsLoader, useDeferredParts } from './use-deferred-parts';

export type MenuParts = typeof Parts;

const menuParts = partsLoader(() => import('./dropdown-menu-parts').then((module) => module.DropdownMenu));

export interface DeferredMenuProps {
  /** The trigger button's look, name and tooltip; the same before and after the menu has loaded. */
  readonly className: string;
  readonly label?: string;
  readonly title?: string;
  /** What the trigger shows. */
  readonly trigger: ReactNode;
  /** The menu's content (Portal and Content), drawn with the loaded parts. */
  readonly children: (Menu: MenuParts) => ReactNode;
}

/**
 * A header dropdown menu whose library (about 10 KB compressed) loads when its trigger is approached, not with
 * the first screen (useDeferredParts). Non-modal, as the header's are.
 */
export const DeferredMenu = ({ className, label, title, trigger, children }: DeferredMenuProps) => {
  const { parts: Menu, openAtOnce, trigger: real, standIn } = useDeferredParts(menuParts);
  if (Menu === undefined)
    return (
      <button
        type="button"
        className={className}
        aria-label={label}
        title={title}
        aria-haspopup="menu"
        {...standIn}
      >
        {trigger}
      </button>
    );
  return (
    <Menu.Root modal={false} defaultOpen={openAtOnce}>
      <Menu.Trigger ref={real} className={className} aria-label={label} title={title}>
        {trigger}
      </Menu.Trigger>
      {children(Menu)}
    </Menu.Root>
  );
};
