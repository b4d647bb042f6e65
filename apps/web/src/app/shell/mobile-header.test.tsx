import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, resetScreen, stubApi, userFixture } from '../../../test';
import { initI18n } from '../../lib/i18n';
import { MobileHeader } from './mobile-header';

const CHAT = { provider: 'crisp', siteId: 'site-9', scriptUrl: 'http://127.0.0.1:5999/l.js' } as const;
const crisp = () => (window as unknown as { $crisp?: unknown[][] }).$crisp;

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => resetScreen());
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as { $crisp?: unknown }).$crisp;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

const render = async (liveChat: typeof CHAT | null, displayName: string) => {
  stubApi({
    'client-config': () => ({ liveChat, hintChannel: false }),
    user: () => userFixture({ displayName, email: 'sara@example.com' }),
  });
  const view = renderScreen(<MobileHeader />, { path: '/market/crypto/assets' });
  await vi.waitFor(() => {
    expect(view.client.getQueryData(['user'])).toBeDefined();
    expect(view.client.getQueryData(['client-config'])).toBeDefined();
  });
  return view;
};

describe('the chat toggle in the mobile header', () => {
  it('is there for a user with a display name when the server configures a chat, and feeds it the user', async () => {
    await render(CHAT, 'Sara');
    fireEvent.click(await screen.findByRole('button', { name: 'Chat' }));
    expect([...document.head.querySelectorAll('script')].map((s) => s.src)).toEqual([CHAT.scriptUrl]);
    expect(crisp()).toContainEqual(['set', 'user:nickname', ['Sara']]);
    expect(crisp()).toContainEqual(['set', 'user:email', ['sara@example.com']]);
    expect(crisp()?.at(-1)).toEqual(['do', 'chat:toggle']);
  });

  it('is absent without a display name (spec §6) and without a configured chat', async () => {
    for (const [liveChat, name] of [
      [CHAT, '  '],
      [null, 'Sara'],
    ] as const) {
      resetScreen();
      const { unmount } = await render(liveChat, name);
      expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Chat' })).toBeNull();
      unmount();
    }
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
