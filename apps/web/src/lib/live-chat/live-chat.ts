import type { LiveChatConfig } from '@tradescope/domain';

/** What the live chat is told about the user (spec §7: e-mail, phone, nickname and avatar). */
export interface ChatIdentity {
  readonly email: string;
  readonly phone: string;
  readonly nickname: string;
  readonly avatar: string | null;
}

export interface LiveChat {
  /** Tells the provider who is chatting; sent again before each toggle, so a changed name reaches it. */
  readonly identify: (identity: ChatIdentity) => void;
  readonly toggle: () => void;
}

type CrispQueue = unknown[][];
type CrispWindow = { $crisp?: CrispQueue; CRISP_WEBSITE_ID?: string };

/**
 * The Crisp adapter. Crisp's command queue ($crisp) works before its script arrives, which replays it. The script
 * (the server's LIVE_CHAT_SCRIPT_URL, Crisp's loader unless a stand-in) is added the first time the chat is used,
 * never on page load, so a visitor who never chats downloads nothing of it.
 */
export const createCrispChat = (
  { siteId, scriptUrl }: LiveChatConfig,
  win: Window = window,
  doc: Document = document,
): LiveChat => {
  const target = win as unknown as CrispWindow;
  const queue = (): CrispQueue => {
    if (target.$crisp === undefined) {
      target.$crisp = [];
      target.CRISP_WEBSITE_ID = siteId;
      const script = doc.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      doc.head.appendChild(script);
    }
    return target.$crisp;
  };
  return {
    identify: ({ email, phone, nickname, avatar }) => {
      const crisp = queue();
      if (email) crisp.push(['set', 'user:email', [email]]);
      if (phone) crisp.push(['set', 'user:phone', [phone]]);
      if (nickname) crisp.push(['set', 'user:nickname', [nickname]]);
      if (avatar) crisp.push(['set', 'user:avatar', [avatar]]);
    },
    toggle: () => {
      queue().push(['do', 'chat:toggle']);
    },
  };
};

/** The provider's adapter; Crisp is the one the server can be configured with. */
export const liveChatOf = (config: LiveChatConfig): LiveChat => createCrispChat(config);
