import { icon, paths } from './icon';

export const CandlesIcon = icon(
  'Candles',
  <>
    {paths('M9 5v4', 'M9 15v2', 'M17 3v2', 'M17 13v3', 'M3 3v16a2 2 0 0 0 2 2h16')}
    <rect x="7" y="9" width="4" height="6" rx="1" />
    <rect x="15" y="5" width="4" height="8" rx="1" />
  </>,
);
export const PeriscopeIcon = icon(
  'Periscope',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="3" />
    {paths('M12 1v4', 'M12 19v4', 'M1 12h4', 'M19 12h4')}
  </>,
);
export const BoltIcon = icon(
  'Bolt',
  paths(
    'M4 14a1 1 0 0 1-.78-1.63l9.9-10.2a.5.5 0 0 1 .86.46l-1.92 6.02A1 1 0 0 0 13 10h7a1 1 0 0 1 .78 1.63l-9.9 10.2a.5.5 0 0 1-.86-.46l1.92-6.02A1 1 0 0 0 11 14z',
  ),
);
export const TrendUpIcon = icon('TrendUp', paths('M22 7 13.5 15.5 8.5 10.5 2 17', 'M16 7h6v6'));
export const PulseIcon = icon(
  'Pulse',
  paths(
    'M22 12h-2.48a2 2 0 0 0-1.93 1.46l-2.35 8.36a.25.25 0 0 1-.48 0L9.24 2.18a.25.25 0 0 0-.48 0l-2.35 8.36A2 2 0 0 1 4.49 12H2',
  ),
);
export const RadarIcon = icon(
  'Radar',
  <>
    {paths(
      'M19.07 4.93A10 10 0 0 0 6.99 3.34',
      'M2.29 9.62A10 10 0 1 0 21.31 8.35',
      'M16.24 7.76A6 6 0 1 0 8.23 16.67',
      'M17.99 11.66A6 6 0 0 1 15.77 16.67',
      'm13.41 10.59 5.66-5.66',
    )}
    <circle cx="12" cy="12" r="2" />
  </>,
);
export const BellIcon = icon(
  'Bell',
  paths(
    'M10.27 21a2 2 0 0 0 3.46 0',
    'M3.26 15.33A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.67C19.41 13.96 18 12.5 18 8A6 6 0 0 0 6 8c0 4.5-1.41 5.96-2.74 7.33',
  ),
);
export const CalculatorIcon = icon(
  'Calculator',
  <>
    <rect x="4" y="2" width="16" height="20" rx="2" />
    {paths('M8 6h8', 'M16 14v4', 'M16 10h.01', 'M12 10h.01', 'M8 10h.01', 'M12 14h.01', 'M8 14h.01')}
    {paths('M12 18h.01', 'M8 18h.01')}
  </>,
);
export const SlidersIcon = icon(
  'Sliders',
  paths(
    'M21 4h-7',
    'M10 4H3',
    'M21 12h-9',
    'M8 12H3',
    'M21 20h-5',
    'M12 20H3',
    'M14 2v4',
    'M8 10v4',
    'M16 18v4',
  ),
);
export const HelpIcon = icon(
  'Help',
  <>
    <circle cx="12" cy="12" r="10" />
    {paths('M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3', 'M12 17h.01')}
  </>,
);
export const GridIcon = icon(
  'Grid',
  <>
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="14" width="7" height="7" rx="1.5" />
    <rect x="3" y="14" width="7" height="7" rx="1.5" />
  </>,
);
export const ChatIcon = icon('Chat', paths('M7.9 20A9 9 0 1 0 4 16.1L2 22Z'));
export const UserIcon = icon(
  'User',
  <>
    {paths('M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2')}
    <circle cx="12" cy="7" r="4" />
  </>,
);
export const GiftIcon = icon(
  'Gift',
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    {paths(
      'M12 8v13',
      'M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7',
      'M7.5 8a2.5 2.5 0 0 1 0-5A4.8 8 0 0 1 12 8a4.8 8 0 0 1 4.5-5 2.5 2.5 0 0 1 0 5',
    )}
  </>,
);
export const BulbIcon = icon(
  'Bulb',
  paths(
    'M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5',
    'M9 18h6',
    'M10 22h4',
  ),
);
export const VideoIcon = icon(
  'Video',
  <>
    {paths('m16 13 5.22 3.48a.5.5 0 0 0 .78-.42V7.87a.5.5 0 0 0-.75-.43L16 10.5')}
    <rect x="2" y="6" width="14" height="12" rx="2" />
  </>,
);
export const CrownIcon = icon(
  'Crown',
  paths(
    'M11.56 3.27a.5.5 0 0 1 .88 0l2.95 5.6a1 1 0 0 0 1.52.3l4.27-3.67a.5.5 0 0 1 .8.52l-2.83 10.25a1 1 0 0 1-.96.73H5.81a1 1 0 0 1-.96-.73L2.02 6.02a.5.5 0 0 1 .8-.52l4.27 3.67a1 1 0 0 0 1.52-.3z',
    'M5 21h14',
  ),
);
