import { canToggleChat, type User } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { liveChat } from '../../lib/live-chat';
import { notify } from '../../ui/toast';

/** Spec §6: the chat toggles only for a user with a display name; it is fed who is chatting (§7). */
export const useChat = (user: User | undefined) => {
  const { t } = useTranslation();
  return () => {
    if (!user || !canToggleChat(user)) return notify.info(t('chat.needs-name'));
    const chat = liveChat();
    if (!chat) return notify.info(t('chat.unavailable'));
    chat.identify({
      email: user.email,
      phone: user.phoneNumberVerified ? user.phoneNumber : '',
      nickname: user.displayName,
      avatar: user.avatar,
    });
    chat.toggle();
  };
};
