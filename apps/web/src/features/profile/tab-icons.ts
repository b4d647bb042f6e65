import type { ProfileTab } from '@tradescope/domain';
import {
  CalendarIcon,
  CardIcon,
  GiftIcon,
  type Icon,
  MonitorIcon,
  PulseIcon,
  TelegramIcon,
  UserIcon,
  VideoIcon,
} from '../../ui/icons';

/** Each side-menu entry's icon. */
export const TAB_ICONS: Record<ProfileTab | 'hint-channel', Icon> = {
  user: UserIcon,
  'freeze-account': PulseIcon,
  gifts: GiftIcon,
  'purchase-history': CardIcon,
  'activity-sessions': MonitorIcon,
  'upload-video': VideoIcon,
  installment: CalendarIcon,
  'hint-channel': TelegramIcon,
};
