import { clsx } from 'clsx';
import { Link } from 'react-router';
import { CandlesIcon } from './icons';

/** A row's way to its chart: an icon button, or a small labelled button on cards. */
export const ChartLink = ({ to, label, text }: { to: string; label: string; text?: string }) => (
  <Link
    to={to}
    aria-label={label}
    className={clsx(
      'inline-flex items-center justify-center gap-1 rounded-lg text-ink-muted transition hover:bg-brand-soft hover:text-brand',
      text === undefined ? 'size-8' : 'h-8 border border-line px-2.5 font-medium text-xs',
    )}
  >
    <CandlesIcon size={text === undefined ? 16 : 14} />
    {text}
  </Link>
);
