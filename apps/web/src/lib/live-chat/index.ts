import type { LiveChatConfig } from '@tradescope/domain';
import { type LiveChat, liveChatOf } from './live-chat';

export type { LiveChat } from './live-chat';

let chat: { readonly siteId: string; readonly chat: LiveChat } | undefined;

/** The deployment's live chat (GET client-config), one per page, or null when no site id is configured. */
export const liveChat = (config: LiveChatConfig | null | undefined): LiveChat | null => {
  if (!config) return null;
  if (chat?.siteId !== config.siteId) chat = { siteId: config.siteId, chat: liveChatOf(config) };
  return chat.chat;
};
