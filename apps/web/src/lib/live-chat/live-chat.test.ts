import { afterEach, describe, expect, it } from 'vitest';
import { liveChat } from '.';
import { createCrispChat } from './live-chat';

const CONFIG = { provider: 'crisp', siteId: 'site-1', scriptUrl: 'http://127.0.0.1:5999/l.js' } as const;

const crispQueue = () => (window as unknown as { $crisp?: unknown[][] }).$crisp;
const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  delete (window as unknown as { $crisp?: unknown }).$crisp;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('the live-chat adapter', () => {
  it('is off when the server configures no chat, and loads nothing', () => {
    expect(liveChat(null)).toBeNull();
    expect(liveChat(undefined)).toBeNull();
    expect(scripts()).toEqual([]);
  });

  it('is one chat per site id', () => {
    expect(liveChat(CONFIG)).toBe(liveChat({ ...CONFIG }));
    expect(liveChat({ ...CONFIG, siteId: 'site-2' })).not.toBe(liveChat(CONFIG));
  });

  it('loads the provider’s script only when first used, once, and feeds it the user', () => {
    const chat = createCrispChat(CONFIG);
    expect(scripts()).toEqual([]);
    chat.identify({
      email: 'sara@example.com',
      phone: '+989121234567',
      nickname: 'Sara',
      avatar: 'http://localhost/api/v1/avatars/a.png',
    });
    chat.toggle();
    chat.toggle();
    expect(scripts()).toEqual([CONFIG.scriptUrl]);
    expect((window as unknown as { CRISP_WEBSITE_ID?: string }).CRISP_WEBSITE_ID).toBe('site-1');
    expect(crispQueue()).toEqual([
      ['set', 'user:email', ['sara@example.com']],
      ['set', 'user:phone', ['+989121234567']],
      ['set', 'user:nickname', ['Sara']],
      ['set', 'user:avatar', ['http://localhost/api/v1/avatars/a.png']],
      ['do', 'chat:toggle'],
      ['do', 'chat:toggle'],
    ]);
  });
});
