import { LANGUAGES, THEMES } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGE_LABELS, useLanguage } from '../../lib/i18n';
import { setTheme, type Theme, useTheme } from '../../lib/theme';
import { iconButtonClass } from '../../ui/button';
import { DeferredMenu } from '../../ui/dropdown-menu';
import { CheckIcon, GlobeIcon, type Icon, MonitorIcon, MoonIcon, SunIcon } from '../../ui/icons';
import { MENU_CONTENT, MENU_ITEM } from './menu-styles';
import { useSyncPreferences } from './use-sync-preferences';

export const THEME_ICONS: Record<Theme, Icon> = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };

/** Light, dark or system (spec §4: stored locally, toggles the dark class). */
export const ThemeMenu = () => {
  const { t } = useTranslation();
  const { theme, resolved } = useTheme();
  const save = useSyncPreferences();
  const Current = resolved === 'dark' ? MoonIcon : SunIcon;
  return (
    <DeferredMenu
      className={iconButtonClass()}
      label={t('header.theme')}
      title={t('header.theme')}
      trigger={<Current size={18} />}
    >
      {(Menu) => (
        <Menu.Portal>
          <Menu.Content align="end" sideOffset={6} className={MENU_CONTENT}>
            <Menu.RadioGroup
              value={theme}
              onValueChange={(value) => {
                setTheme(value as Theme);
                save({ theme: value as Theme });
              }}
            >
              {THEMES.map((option) => {
                const OptionIcon = THEME_ICONS[option];
                return (
                  <Menu.RadioItem key={option} value={option} className={MENU_ITEM}>
                    <OptionIcon size={16} className="text-ink-muted" />
                    <span className="flex-1">{t(`theme.${option}`)}</span>
                    <Menu.ItemIndicator>
                      <CheckIcon size={15} className="text-brand" />
                    </Menu.ItemIndicator>
                  </Menu.RadioItem>
                );
              })}
            </Menu.RadioGroup>
          </Menu.Content>
        </Menu.Portal>
      )}
    </DeferredMenu>
  );
};

/** English or Persian (spec §1); Persian turns the page right to left. */
export const LanguageMenu = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSyncPreferences();
  return (
    <DeferredMenu
      className={iconButtonClass(false, 'w-auto gap-1.5 px-2.5 font-semibold text-xs uppercase')}
      label={t('header.language')}
      title={t('header.language')}
      trigger={
        <>
          <GlobeIcon size={17} />
          {language}
        </>
      }
    >
      {(Menu) => (
        <Menu.Portal>
          <Menu.Content align="end" sideOffset={6} className={MENU_CONTENT}>
            <Menu.RadioGroup
              value={language}
              onValueChange={(value) => {
                const next = value as (typeof LANGUAGES)[number];
                void changeLanguage(next);
                save({ language: next });
              }}
            >
              {LANGUAGES.map((option) => (
                <Menu.RadioItem key={option} value={option} lang={option} className={MENU_ITEM}>
                  <span className="w-6 font-semibold text-ink-faint text-xs uppercase">{option}</span>
                  <span className="flex-1">{LANGUAGE_LABELS[option]}</span>
                  <Menu.ItemIndicator>
                    <CheckIcon size={15} className="text-brand" />
                  </Menu.ItemIndicator>
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
          </Menu.Content>
        </Menu.Portal>
      )}
    </DeferredMenu>
  );
};
