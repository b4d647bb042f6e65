import { icon, paths } from './icon';

export const SunIcon = icon(
  'Sun',
  <>
    <circle cx="12" cy="12" r="4" />
    {paths('M12 2v2', 'M12 20v2', 'm4.93 4.93 1.41 1.41', 'm17.66 17.66 1.41 1.41', 'M2 12h2', 'M20 12h2')}
    {paths('m6.34 17.66-1.41 1.41', 'm19.07 4.93-1.41 1.41')}
  </>,
);
export const MoonIcon = icon('Moon', paths('M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z'));
export const MonitorIcon = icon(
  'Monitor',
  <>
    <rect x="2" y="3" width="20" height="14" rx="2" />
    {paths('M8 21h8', 'M12 17v4')}
  </>,
);
export const GlobeIcon = icon(
  'Globe',
  <>
    <circle cx="12" cy="12" r="10" />
    {paths(
      'M2 12h20',
      'M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z',
    )}
  </>,
);
export const LogOutIcon = icon(
  'LogOut',
  paths('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'm16 17 5-5-5-5', 'M21 12H9'),
);
export const MenuIcon = icon('Menu', paths('M4 6h16', 'M4 12h16', 'M4 18h16'));
export const CloseIcon = icon('Close', paths('M18 6 6 18', 'm6 6 12 12'));
export const ChevronDownIcon = icon('ChevronDown', paths('m6 9 6 6 6-6'));
export const ChevronStartIcon = icon('ChevronStart', paths('m15 18-6-6 6-6'));
export const ChevronEndIcon = icon('ChevronEnd', paths('m9 18 6-6-6-6'));
export const SearchIcon = icon(
  'Search',
  <>
    <circle cx="11" cy="11" r="8" />
    {paths('m21 21-4.3-4.3')}
  </>,
);
export const EyeIcon = icon(
  'Eye',
  <>
    {paths('M2.06 12.35a1 1 0 0 1 0-.7 10.75 10.75 0 0 1 19.88 0 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-19.88 0')}
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = icon(
  'EyeOff',
  paths(
    'M10.73 5.08a10.74 10.74 0 0 1 11.2 6.57 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-1.44 2.49',
    'M14.08 14.16a3 3 0 0 1-4.24-4.24',
    'M17.48 17.5a10.75 10.75 0 0 1-15.42-5.15 1 1 0 0 1 0-.7 10.75 10.75 0 0 1 4.45-5.14',
    'm2 2 20 20',
  ),
);
export const LockIcon = icon(
  'Lock',
  <>
    <rect x="3" y="11" width="18" height="11" rx="2" />
    {paths('M7 11V7a5 5 0 0 1 10 0v4')}
  </>,
);
export const ArrowUpIcon = icon('ArrowUp', paths('m5 12 7-7 7 7', 'M12 19V5'));
export const ArrowDownIcon = icon('ArrowDown', paths('M12 5v14', 'm19 12-7 7-7-7'));
export const SortIcon = icon('Sort', paths('m21 16-4 4-4-4', 'M17 20V4', 'm3 8 4-4 4 4', 'M7 4v16'));
export const CheckIcon = icon('Check', paths('M20 6 9 17l-5-5'));
export const RefreshIcon = icon(
  'Refresh',
  paths(
    'M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8',
    'M21 3v5h-5',
    'M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16',
    'M8 16H3v5',
  ),
);
export const ExternalIcon = icon(
  'External',
  paths('M15 3h6v6', 'M10 14 21 3', 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6'),
);
export const DownloadIcon = icon(
  'Download',
  paths('M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'm7 10 5 5 5-5', 'M12 15V3'),
);
export const ShareIcon = icon(
  'Share',
  paths('M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8', 'm16 6-4-4-4 4', 'M12 2v13'),
);
export const PlusSquareIcon = icon(
  'PlusSquare',
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    {paths('M8 12h8', 'M12 8v8')}
  </>,
);
export const CopyIcon = icon(
  'Copy',
  <>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    {paths('M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1')}
  </>,
);
export const PencilIcon = icon('Pencil', paths('M12 20h9', 'M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4Z'));
export const TrashIcon = icon(
  'Trash',
  paths('M3 6h18', 'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6', 'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2'),
);
/** Six dots: the handle a row is dragged by. */
export const GripIcon = icon(
  'Grip',
  paths('M9 5h.01', 'M9 12h.01', 'M9 19h.01', 'M15 5h.01', 'M15 12h.01', 'M15 19h.01'),
);
