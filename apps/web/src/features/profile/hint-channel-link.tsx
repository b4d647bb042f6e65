import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useHintChannel } from '../../lib/endpoints/hint-channel';
import { MENU_IDLE, MENU_ITEM } from './menu-item';

/**
 * The open hint channel (spec §2: external, new tab). Its address comes from the server for members only, asked
 * when the menu shows the entry unlocked, so the click opens the tab at once; until then the entry waits, disabled.
 */
export const HintChannelLink = ({ children }: { children: ReactNode }) => {
  const { data } = useHintChannel(true);
  if (!data)
    return (
      <span aria-disabled="true" className={clsx(MENU_ITEM, MENU_IDLE, 'opacity-60')}>
        {children}
      </span>
    );
  return (
    <a href={data.url} target="_blank" rel="noreferrer" className={clsx(MENU_ITEM, MENU_IDLE)}>
      {children}
    </a>
  );
};
