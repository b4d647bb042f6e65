import { canToggleChat, type User } from '@tradescope/domain';
import { useClientConfig } from '../../lib/endpoints/client-config';
import { liveChat } from '../../lib/live-chat';

/** Crisp shows a photo only from a full address; ours are served by this app under a relative path. */
const absolute = (url: string | null): string | null =>
  url ? new URL(url, window.location.href).href : null;

/**
 * The chat toggle, or null where there is none: no site id configured, or (spec §6) a user without a display name.
 * Each toggle first tells the provider who is chatting (spec §7: e-mail, phone, nickname, avatar).
 */
export const useChat = (user: User | undefined): (() => void) | null => {
  const { data: config } = useClientConfig();
  const chat = liveChat(config?.liveChat);
  if (chat === null || user === undefined || !canToggleChat(user)) return null;
  return () => {
    chat.identify({
      email: user.email,
      phone: user.phoneNumberVerified ? user.phoneNumber : '',
      nickname: user.displayName,
      avatar: absolute(user.avatar),
    });
    chat.toggle();
  };
};
