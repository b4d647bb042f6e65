import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/field';
import { TextArea } from '../../ui/text-area';

export const LANGS = ['en', 'fa'] as const;

/** One field typed in English and in Persian side by side (Persian right to left). */
export const BilingualField = ({
  label,
  values,
  onChange,
  multiline = false,
  rows,
}: {
  label: string;
  values: { en: string; fa: string };
  onChange: (lang: (typeof LANGS)[number], value: string) => void;
  multiline?: boolean;
  rows?: number;
}) => {
  const { t } = useTranslation('admin');
  return (
    <div className="grid grid-cols-1 gap-3 tablet:grid-cols-2">
      {LANGS.map((lang) => {
        const props = {
          label: `${label} · ${t(lang === 'en' ? 'english' : 'persian')}`,
          value: values[lang],
          dir: lang === 'fa' ? 'rtl' : 'ltr',
          lang,
        };
        return multiline ? (
          <TextArea
            key={lang}
            {...props}
            rows={rows}
            onChange={(event) => onChange(lang, event.target.value)}
          />
        ) : (
          <TextField key={lang} {...props} onChange={(event) => onChange(lang, event.target.value)} />
        );
      })}
    </div>
  );
};
