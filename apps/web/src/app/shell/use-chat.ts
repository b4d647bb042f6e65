import { canToggleChat, type User } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast';

/** The live-chat widget a deployment embeds (its site id is not part of the app, spec §1). */
type ChatWidget = { toggle: () => void };

const widget = (): ChatWidget | undefined => (globalThis as { tradescopeChat?: ChatWidget }).tradescopeChat;

/** Spec §6: the chat toggles only for a user with a display name. */
export const useChat = (user: User | undefined) => {
  const { t } = useTranslation();
  return () => {
    if (!user || !canToggleChat(user)) return notify.info(t('chat.needs-name'));
    const chat = widget();
    if (chat) chat.toggle();
    else notify.info(t('chat.unavailable'));
  };
};
