import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon, LogoMark } from '../../ui/icons';
import { AuthControls } from './auth-controls';
import { HeroChart } from './hero-chart';

const POINTS = ['auth.hero-point-1', 'auth.hero-point-2', 'auth.hero-point-3'] as const;

/** The sign-in family's frame: a brand panel on wide screens, the form card beside it. */
export const AuthLayout = ({
  title,
  text,
  children,
  footer,
}: {
  title: string;
  text?: string;
  children: ReactNode;
  footer?: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh bg-surface text-ink">
      <aside className="relative hidden w-[46%] max-w-[720px] flex-col justify-between overflow-hidden bg-[#0a0e16] p-10 text-slate-100 desktop:flex">
        <div className="pointer-events-none absolute -top-40 -end-40 size-[480px] rounded-full bg-teal-500/10 blur-3xl" />
        <Link to="/" className="relative flex items-center gap-2.5">
          <LogoMark size={32} />
          <span className="font-bold text-xl tracking-tight">{t('app.name')}</span>
        </Link>
        <div className="relative flex flex-col gap-6">
          <HeroChart />
          <h2 className="max-w-md font-bold text-3xl leading-tight tracking-tight">{t('auth.hero-title')}</h2>
          <p className="max-w-md text-slate-400 leading-relaxed">{t('auth.hero-text')}</p>
          <ul className="flex flex-col gap-2.5">
            {POINTS.map((point) => (
              <li key={point} className="flex items-center gap-2.5 text-slate-300 text-sm">
                <span className="flex size-5 items-center justify-center rounded-full bg-teal-400/15 text-teal-300">
                  <CheckIcon size={12} strokeWidth={3} />
                </span>
                {t(point)}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-slate-500 text-xs">{t('app.tagline')}</p>
      </aside>
      <div className="flex flex-1 flex-col">
        <div className="flex h-16 items-center justify-between px-4 tablet:px-8">
          <Link to="/" className="flex items-center gap-2 desktop:invisible">
            <LogoMark size={28} />
            <span className="font-bold text-lg tracking-tight">{t('app.name')}</span>
          </Link>
          <AuthControls />
        </div>
        <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 tablet:items-center tablet:px-8">
          <div className="w-full max-w-[400px]">
            <h1 className="font-bold text-2xl tracking-tight">{title}</h1>
            {text && <p className="mt-2 text-ink-muted text-sm leading-relaxed">{text}</p>}
            <div className="mt-7">{children}</div>
            {footer && <div className="mt-6 text-center text-ink-muted text-sm">{footer}</div>}
          </div>
        </main>
      </div>
    </div>
  );
};
