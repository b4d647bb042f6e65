import type { ReactNode } from 'react';

/** One line of the account settings: a label, the stored value (or "---") and its actions. */
export const SettingRow = ({
  label,
  value,
  badge,
  testId,
  children,
}: {
  label: string;
  value: string;
  badge?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) => (
  <div data-testid={testId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
    <div className="min-w-0">
      <p className="text-ink-faint text-xs">{label}</p>
      <p className="flex min-w-0 flex-wrap items-center gap-2 font-medium text-ink text-sm">
        <span data-testid={testId && `${testId}-value`} className="truncate" dir="auto">
          {value || '---'}
        </span>
        {badge}
      </p>
    </div>
    {children && <div className="flex shrink-0 items-center gap-2">{children}</div>}
  </div>
);
