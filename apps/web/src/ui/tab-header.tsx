import type { ReactNode } from 'react';

/** The head of a profile tab or a console page: its title, a line of help and its actions (refresh, add). */
export const TabHeader = ({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) => (
  <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
    <div className="min-w-0">
      <h1 className="font-bold text-xl tracking-tight">{title}</h1>
      {text && <p className="mt-1 max-w-2xl text-ink-muted text-sm">{text}</p>}
    </div>
    {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
  </header>
);
