import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="font-bold text-7xl text-brand tabular-nums" aria-hidden="true">
        404
      </p>
      <h1 className="font-semibold text-2xl">{t('not-found.title')}</h1>
      <p className="max-w-md text-ink-muted">{t('not-found.text')}</p>
      <Link
        to="/"
        className="rounded-lg bg-brand px-6 py-2.5 font-semibold text-on-brand shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-2"
      >
        {t('not-found.back')}
      </Link>
    </main>
  );
};
