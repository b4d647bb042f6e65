import { LANGUAGES, THEMES } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGE_LABELS, useLanguage } from '../../lib/i18n';
import { setTheme, type Theme, useTheme } from '../../lib/theme';
import { IconButton } from '../../ui/button';
import { MonitorIcon, MoonIcon, SunIcon } from '../../ui/icons';

const NEXT_THEME: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };
const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** Language and theme before signing in: stored locally like everywhere else. */
export const AuthControls = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { theme } = useTheme();
  const other = LANGUAGES.find((each) => each !== language) ?? 'en';
  const ThemeIcon = ICONS[theme];
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        lang={other}
        onClick={() => void changeLanguage(other)}
        aria-label={`${t('header.language')}: ${LANGUAGE_LABELS[other]}`}
        className="h-9 rounded-lg px-3 font-medium text-ink-muted text-sm hover:bg-surface-muted hover:text-ink"
      >
        {LANGUAGE_LABELS[other]}
      </button>
      <IconButton
        label={`${t('header.theme')}: ${t(`theme.${theme}`)}`}
        onClick={() => setTheme(NEXT_THEME[theme] ?? THEMES[0])}
      >
        <ThemeIcon size={18} />
      </IconButton>
    </div>
  );
};
