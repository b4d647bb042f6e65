import { type LiveChat, liveChatOf } from './live-chat';

export type { LiveChat } from './live-chat';

let chat: LiveChat | null | undefined;

/** The live chat the build was configured with (VITE_LIVE_CHAT_SITE_ID, the spec's unshown site id), or null. */
export const liveChat = (): LiveChat | null => {
  chat ??= liveChatOf(import.meta.env.VITE_LIVE_CHAT_SITE_ID);
  return chat;
};
