import { icon, paths } from './icon';

export const InstagramIcon = icon(
  'Instagram',
  <>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    {paths('M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z', 'M17.5 6.5h.01')}
  </>,
);
export const YoutubeIcon = icon(
  'Youtube',
  paths(
    'M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17',
    'm10 15 5-3-5-3z',
  ),
);
export const TelegramIcon = icon(
  'Telegram',
  paths(
    'M21.2 4.4 2.9 11.5c-.9.4-.9 1.6.1 1.9l4.6 1.5 1.8 5.5c.2.7 1.1.9 1.6.4l2.6-2.5 4.8 3.6c.6.4 1.4.1 1.6-.6l3.3-15.5c.2-.9-.7-1.7-1.6-1.4z',
    'm9.6 15 8.2-7.4',
  ),
);
/** Aparat's mark: a ring with four beads around its centre. */
export const AparatIcon = icon(
  'Aparat',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="9" cy="8.6" r="1.6" />
    <circle cx="15.4" cy="9" r="1.6" />
    <circle cx="8.6" cy="15" r="1.6" />
    <circle cx="15" cy="15.4" r="1.6" />
  </>,
);
