import { useTranslation } from 'react-i18next';
import { SOCIAL_LINKS, type SocialLink } from '../../lib/external-links';
import { AparatIcon, type Icon, InstagramIcon, TelegramIcon, YoutubeIcon } from '../../ui/icons';

const SOCIAL_ICONS: Record<SocialLink, Icon> = {
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
  telegram: TelegramIcon,
  aparat: AparatIcon,
};

/** Instagram, YouTube, Telegram and Aparat (spec §2 footer). */
export const SocialLinks = () => {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('footer.social')} className="flex items-center gap-1.5">
      {(Object.keys(SOCIAL_LINKS) as SocialLink[]).map((name) => {
        const SocialIcon = SOCIAL_ICONS[name];
        return (
          <li key={name}>
            <a
              href={SOCIAL_LINKS[name]}
              target="_blank"
              rel="noreferrer"
              aria-label={t(`social.${name}`)}
              title={t(`social.${name}`)}
              className="flex size-9 items-center justify-center rounded-full border border-line text-ink-muted transition hover:border-brand hover:text-brand"
            >
              <SocialIcon size={17} />
            </a>
          </li>
        );
      })}
    </ul>
  );
};
