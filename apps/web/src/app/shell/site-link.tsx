import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EXTERNAL_LINKS, type ExternalLink } from '../../lib/external-links';

/** A footer or menu link: the app's own pages (how to use: the help centre) in place, the marketing site in a new tab. */
export const SiteLink = ({
  link,
  className,
  onPick,
  children,
}: {
  link: ExternalLink;
  className: string;
  onPick?: () => void;
  children: (external: boolean) => ReactNode;
}) => {
  const href = EXTERNAL_LINKS[link];
  if (href.startsWith('/'))
    return (
      <Link to={href} className={className} onClick={onPick}>
        {children(false)}
      </Link>
    );
  return (
    <a href={href} target="_blank" rel="noreferrer" className={className}>
      {children(true)}
    </a>
  );
};
