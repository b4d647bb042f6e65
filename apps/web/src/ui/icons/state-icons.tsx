import { icon, paths } from './icon';

export const WifiOffIcon = icon(
  'WifiOff',
  paths(
    'M12 20h.01',
    'M8.5 16.43a5 5 0 0 1 7 0',
    'M5 12.86a10 10 0 0 1 5.17-2.69',
    'M19 12.86a10 10 0 0 0-2-1.52',
    'M2 8.82a15 15 0 0 1 4.18-2.64',
    'M22 8.82a15 15 0 0 0-11.29-3.76',
    'm2 2 20 20',
  ),
);
export const WarningIcon = icon(
  'Warning',
  paths('m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3', 'M12 9v4', 'M12 17h.01'),
);
export const InboxIcon = icon(
  'Inbox',
  paths(
    'M22 12h-6l-2 3h-4l-2-3H2',
    'M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z',
  ),
);
export const QuoteIcon = icon(
  'Quote',
  paths(
    'M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z',
    'M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z',
  ),
);
export const CalendarIcon = icon(
  'Calendar',
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    {paths('M16 2v4', 'M8 2v4', 'M3 10h18')}
  </>,
);
export const CardIcon = icon(
  'Card',
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    {paths('M2 10h20')}
  </>,
);
export const ClockIcon = icon('Clock', [<circle key="c" cx="12" cy="12" r="9" />, paths('M12 7v5l3 2')]);
