import { isMarket } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { CandlesIcon } from '../ui/icons';
import { useRouteName } from './route-handle';

type ScreenKey =
  | 'assets'
  | 'periscope'
  | 'dynamic'
  | 'alerts'
  | 'radar'
  | 'pumps'
  | 'jumps'
  | 'risk-quant'
  | 'chart'
  | 'settings'
  | 'profile'
  | 'help';

const SCREENS = new Set<string>([
  'assets',
  'periscope',
  'dynamic',
  'alerts',
  'radar',
  'pumps',
  'jumps',
  'risk-quant',
  'chart',
  'settings',
  'profile',
  'help',
]);

/** `market.crypto.settings.assets.list` -> the crypto market's settings screen. */
const screenOf = (name: string): { screen: ScreenKey | undefined; market: string | undefined } => {
  const [root, market, page] = name.split('.');
  if (root === 'market' && isMarket(market))
    return { screen: SCREENS.has(page ?? '') ? (page as ScreenKey) : undefined, market };
  return { screen: SCREENS.has(root ?? '') ? (root as ScreenKey) : undefined, market: undefined };
};

/** Holds a route's place until its screen lands: its title, and the route's spec name for navigation checks. */
export const ScreenPending = () => {
  const { t } = useTranslation();
  const name = useRouteName();
  const { screen, market } = screenOf(name ?? '');
  return (
    <main
      className="mx-auto flex w-full max-w-[1600px] flex-1 flex-col gap-5 px-4 py-6 tablet:px-5"
      data-route={name}
    >
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          {market && (
            <p className="font-semibold text-brand text-xs uppercase tracking-wider">
              {t(`market.${market}` as 'market.crypto')}
            </p>
          )}
          <h1 className="font-bold text-2xl tracking-tight">
            {screen ? t(`screen.${screen}`) : t('app.name')}
          </h1>
        </div>
      </header>
      <section className="flex flex-col items-center gap-3 rounded-2xl border border-line border-dashed bg-surface-raised px-6 py-16 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
          <CandlesIcon size={22} />
        </span>
        <p className="font-semibold">{t('screen.pending')}</p>
        <p className="max-w-md text-ink-muted text-sm leading-relaxed">{t('screen.pending-text')}</p>
      </section>
    </main>
  );
};
