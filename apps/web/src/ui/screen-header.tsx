import type { ReactNode } from 'react';
import { DemoBadge } from './demo-badge';

/**
 * The head of a market screen: the market above the title, the demo badge while the data is a replay, a line of
 * help, and whatever the screen puts at the end (counts, live state, a pack chooser).
 */
export const ScreenHeader = ({
  market,
  title,
  demo,
  subtitle,
  children,
}: {
  market: string;
  title: string;
  demo: boolean;
  subtitle?: string;
  children?: ReactNode;
}) => (
  <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
    <div className="min-w-0">
      <p className="font-semibold text-brand text-xs uppercase tracking-wider">{market}</p>
      <h1 className="flex items-center gap-2.5 font-bold text-2xl tracking-tight">
        {title}
        {demo && <DemoBadge />}
      </h1>
      {subtitle && <p className="mt-1 max-w-2xl text-ink-muted text-sm">{subtitle}</p>}
    </div>
    {children}
  </header>
);
