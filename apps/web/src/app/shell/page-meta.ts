import { type Market, type MarketPage, pagesOf } from '@tradescope/domain';
import {
  BellIcon,
  BoltIcon,
  CalculatorIcon,
  CandlesIcon,
  type Icon,
  PeriscopeIcon,
  PulseIcon,
  RadarIcon,
  SlidersIcon,
  TrendUpIcon,
} from '../../ui/icons';

/** A page reachable from the shell's menus: a market page (the chart opens from rows) or the settings hub. */
export type ShellPage = Exclude<MarketPage, 'chart'> | 'settings';

export const PAGE_ICONS: Record<ShellPage, Icon> = {
  assets: CandlesIcon,
  periscope: PeriscopeIcon,
  dynamic: BoltIcon,
  alerts: BellIcon,
  radar: RadarIcon,
  pumps: TrendUpIcon,
  jumps: PulseIcon,
  'risk-quant': CalculatorIcon,
  settings: SlidersIcon,
};

/** The menu of a market: its pages in spec order (chart excluded), then settings. */
export const shellPagesOf = (market: Market): ShellPage[] => [
  ...pagesOf(market).filter((page): page is Exclude<MarketPage, 'chart'> => page !== 'chart'),
  'settings',
];

export const pagePath = (market: Market, page: ShellPage): string => `/market/${market}/${page}`;

/** Risk quant is labelled beta (spec §1). */
export const isBetaPage = (page: ShellPage): boolean => page === 'risk-quant';
