/** Shared look of the header's dropdown menus (radix DropdownMenu). */
export const MENU_CONTENT =
  'animate-pop-in z-50 min-w-52 rounded-xl border border-line bg-surface-raised p-1.5 text-ink shadow-pop';

export const MENU_ITEM =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted data-[state=open]:bg-surface-muted';

export const MENU_LABEL =
  'px-2.5 pt-1.5 pb-1 font-semibold text-[11px] text-ink-faint uppercase tracking-wider';
