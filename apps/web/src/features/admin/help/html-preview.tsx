import { useTranslation } from 'react-i18next';

/** Colours of the page's theme, so the preview reads as the help page will. */
const themeStyle = (): string => {
  const style = getComputedStyle(document.documentElement);
  const color = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return `body{margin:12px;font:14px/1.6 system-ui,sans-serif;color:${color('--color-ink', '#111')};background:${color('--color-surface-raised', '#fff')}}img{max-width:100%}a{color:${color('--color-brand', '#0a7')}}`;
};

/**
 * The HTML as written, in a sandboxed frame with no scripts and no access to this page: the server sanitizes on
 * save, the preview must not run what it has not cleaned yet.
 */
export const HtmlPreview = ({ html, lang }: { html: string; lang: 'en' | 'fa' }) => {
  const { t } = useTranslation('admin');
  return (
    <iframe
      title={`${t('help.preview')} · ${t(lang === 'en' ? 'english' : 'persian')}`}
      sandbox=""
      srcDoc={`<!doctype html><html lang="${lang}" dir="${lang === 'fa' ? 'rtl' : 'ltr'}"><head><style>${themeStyle()}</style></head><body>${html}</body></html>`}
      className="h-72 w-full rounded-lg border border-line bg-surface-raised"
    />
  );
};
