import type { ReactNode } from 'react';

/** A titled panel of the console. */
export const Card = ({
  title,
  text,
  action,
  children,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  children: ReactNode;
}) => (
  <section className="flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-surface-raised p-4">
    <header className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <h2 className="font-semibold text-base">{title}</h2>
        {text && <p className="mt-0.5 text-ink-muted text-xs">{text}</p>}
      </div>
      {action}
    </header>
    {children}
  </section>
);
