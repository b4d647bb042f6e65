import { clsx } from 'clsx';

/** One row of the profile's side menu, and its look when it is not the open tab. */
export const MENU_ITEM = clsx(
  'flex h-10 w-full items-center gap-3 rounded-lg px-3 text-start font-medium text-sm transition',
  'focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-2',
);
export const MENU_IDLE = 'text-ink-muted hover:bg-surface-muted hover:text-ink';
