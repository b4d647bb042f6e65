import { APP_VERSION } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { FOOTER_LINKS } from '../../lib/external-links';
import { useFormat } from '../../lib/format';
import { LogoMark } from '../../ui/icons';
import { SiteLink } from './site-link';
import { SocialLinks } from './social-links';

/** The footer of spec §2: the marketing site's links, social links and the app version. */
export const Footer = () => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <footer className="border-line border-t bg-surface-raised">
      <div className="mx-auto flex max-w-[1600px] flex-col gap-6 px-5 py-8 desktop:flex-row desktop:items-start desktop:justify-between">
        <div className="flex max-w-xs flex-col gap-3">
          <div className="flex items-center gap-2">
            <LogoMark size={24} />
            <span className="font-bold">{t('app.name')}</span>
          </div>
          <p className="text-ink-muted text-xs leading-relaxed">{t('app.tagline')}</p>
          <SocialLinks />
        </div>
        <nav aria-label={t('burger.links')}>
          <ul className="grid grid-cols-2 gap-x-10 gap-y-2 tablet:grid-cols-4">
            {FOOTER_LINKS.map((link) => (
              <li key={link}>
                <SiteLink link={link} className="text-ink-muted text-sm transition hover:text-brand">
                  {() => t(`footer.${link}`)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-line border-t">
        <div className="mx-auto flex max-w-[1600px] flex-wrap items-center justify-between gap-2 px-5 py-4 text-ink-faint text-xs">
          <span>{t('footer.rights', { year: format.count(new Date().getFullYear()) })}</span>
          <span className="tabular">{t('footer.version', { version: format.count(APP_VERSION) })}</span>
        </div>
      </div>
    </footer>
  );
};
