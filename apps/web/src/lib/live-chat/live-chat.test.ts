import { afterEach, describe, expect, it } from 'vitest';
import { CRISP_SCRIPT, createCrispChat, liveChatOf } from './live-chat';

const crispQueue = () => (window as unknown as { $crisp?: unknown[][] }).$crisp;
const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  delete (window as unknown as { $crisp?: unknown }).$crisp;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('the live-chat adapter', () => {
  it('is off without a site id', () => {
    expect(liveChatOf(undefined)).toBeNull();
    expect(liveChatOf('  ')).toBeNull();
    expect(scripts()).toEqual([]);
  });

  it('loads the provider’s script only when first used, once, and feeds it the user', () => {
    const chat = createCrispChat('site-1');
    expect(scripts()).toEqual([]);
    chat.identify({ email: 'sara@example.com', phone: '+989121234567', nickname: 'Sara', avatar: null });
    chat.toggle();
    chat.toggle();
    expect(scripts()).toEqual([CRISP_SCRIPT]);
    expect((window as unknown as { CRISP_WEBSITE_ID?: string }).CRISP_WEBSITE_ID).toBe('site-1');
    expect(crispQueue()).toEqual([
      ['set', 'user:email', ['sara@example.com']],
      ['set', 'user:phone', ['+989121234567']],
      ['set', 'user:nickname', ['Sara']],
      ['do', 'chat:toggle'],
      ['do', 'chat:toggle'],
    ]);
  });
});
