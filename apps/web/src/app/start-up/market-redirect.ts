import { isMarket, type Market, pagesOf, planNameOf, type User } from '@tradescope/domain';

/** Spec §4: a free crypto plan with a paid global plan opens on the currencies market instead of crypto. */
export const prefersGlobalMarkets = (user: Pick<User, 'plan' | 'globalPlan'>): boolean =>
  planNameOf(user.plan) === 'free' && planNameOf(user.globalPlan) !== 'free';

export const marketOfPath = (pathname: string): Market | undefined => {
  const segment = pathname.split('/')[2];
  return pathname.startsWith('/market/') && isMarket(segment) ? segment : undefined;
};

/** The same page on currencies when it has one (jumps, pumps and risk-quant are crypto only), else its assets. */
export const currenciesPathFor = (pathname: string): string => {
  const page = pathname.split('/')[3];
  const kept = (pagesOf('currencies') as readonly string[]).includes(page ?? '') ? page : 'assets';
  return `/market/currencies/${kept}`;
};

/** Where the once-per-session check sends the user, or undefined to stay. */
export const marketRedirectFor = (
  user: Pick<User, 'plan' | 'globalPlan'>,
  pathname: string,
): string | undefined =>
  marketOfPath(pathname) === 'crypto' && prefersGlobalMarkets(user) ? currenciesPathFor(pathname) : undefined;
