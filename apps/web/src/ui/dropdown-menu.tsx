import type { DropdownMenu as Parts } from 'radix-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';

export type MenuParts = typeof Parts;

let loaded: MenuParts | undefined;
let loading: Promise<MenuParts> | undefined;
const loadMenu = (): Promise<MenuParts> => {
  loading ??= import('./dropdown-menu-parts').then((module) => {
    loaded = module.DropdownMenu;
    return loaded;
  });
  return loading;
};

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
 * A header dropdown menu whose library (about 10 KB compressed) loads when the trigger is approached (hover, focus)
 * and opens once it has, rather than with the first screen (DESIGN §7). Until then a plain button of the same
 * look stands in; a press on it opens the menu as soon as the library is there. Non-modal, as the header's are.
 */
export const DeferredMenu = ({ className, label, title, trigger, children }: DeferredMenuProps) => {
  const [Menu, setMenu] = useState<MenuParts | undefined>(loaded);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const hadFocus = useRef(false);
  const real = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the swap matters, not a later open
  useEffect(() => {
    // The stand-in was swapped for the real trigger while focused and the menu stays shut: keep the keyboard
    // where it was (an opening menu takes the focus itself).
    if (Menu !== undefined && hadFocus.current && !openAtOnce) real.current?.focus();
  }, [Menu]);

  if (Menu === undefined) {
    const load = (open: boolean) => {
      if (open) setOpenAtOnce(true);
      void loadMenu().then((parts) => setMenu(() => parts));
    };
    return (
      <button
        type="button"
        className={className}
        aria-label={label}
        title={title}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        onPointerEnter={() => load(false)}
        onFocus={() => {
          hadFocus.current = true;
          load(false);
        }}
        onBlur={() => {
          hadFocus.current = false;
        }}
        onClick={() => load(true)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') load(true);
        }}
      >
        {trigger}
      </button>
    );
  }
  return (
    <Menu.Root modal={false} defaultOpen={openAtOnce}>
      <Menu.Trigger ref={real} className={className} aria-label={label} title={title}>
        {trigger}
      </Menu.Trigger>
      {children(Menu)}
    </Menu.Root>
  );
};
