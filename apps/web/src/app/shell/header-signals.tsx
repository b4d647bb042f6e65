import { showsGiftIcon, showsIctVideoIcon, type User } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { CornerBadge, iconButtonClass } from '../../ui/button';
import { GiftIcon, VideoIcon } from '../../ui/icons';
import { useCurrentMarket } from './use-current-market';
import { nowSeconds } from './use-now';

/** The ICT video icon and the gift icon, each shown only when the domain's rule says so (spec §6). */
export const HeaderSignals = ({ user }: { user: User | undefined }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { market } = useCurrentMarket();
  if (!user) return null;
  return (
    <>
      {showsIctVideoIcon(user, market, nowSeconds()) && (
        <Link
          to="/profile/upload-video"
          className={iconButtonClass(false, 'text-warning hover:text-warning')}
          aria-label={t('header.ict-video')}
          title={t('header.ict-video')}
        >
          <VideoIcon size={18} />
        </Link>
      )}
      {showsGiftIcon(user) && (
        <Link
          to="/profile/gifts"
          className={iconButtonClass()}
          aria-label={t('header.gifts-waiting', { count: user.remainingGifts })}
          title={t('header.gifts-waiting', { count: user.remainingGifts })}
        >
          <GiftIcon size={18} />
          <CornerBadge>{format.count(user.remainingGifts)}</CornerBadge>
        </Link>
      )}
    </>
  );
};
