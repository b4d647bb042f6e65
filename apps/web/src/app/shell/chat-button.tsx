import type { User } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/button';
import { ChatIcon } from '../../ui/icons';
import { useChat } from './use-chat';

/** The headers' live-chat toggle; absent when the deployment has no chat or the user has no display name. */
export const ChatButton = ({ user, size }: { user: User | undefined; size: number }) => {
  const { t } = useTranslation();
  const toggleChat = useChat(user);
  if (!toggleChat) return null;
  return (
    <IconButton label={t('nav.chat')} onClick={toggleChat}>
      <ChatIcon size={size} />
    </IconButton>
  );
};
