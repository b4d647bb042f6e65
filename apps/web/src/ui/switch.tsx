import { clsx } from 'clsx';

/** An on/off setting drawn as a sliding switch (role="switch"), with its visible label and an optional hint. */
export const Switch = ({
  label,
  hint,
  checked,
  onChange,
  disabled = false,
  className,
  ariaLabel,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
  /** Names the switch when its visible label is its state (a table's "On"). */
  ariaLabel?: string;
}) => (
  <button
    type="button"
    role="switch"
    aria-checked={checked}
    aria-label={ariaLabel}
    disabled={disabled}
    onClick={() => onChange(!checked)}
    className={clsx(
      'group inline-flex min-h-9 items-center gap-3 rounded-lg text-start transition disabled:opacity-60',
      'focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-2',
      className,
    )}
  >
    <span
      aria-hidden="true"
      className={clsx(
        'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors',
        checked ? 'bg-brand' : 'bg-line-strong',
      )}
    >
      <span
        className={clsx(
          'absolute top-0.5 size-4 rounded-full bg-white shadow-sm transition-[inset-inline-start]',
          checked ? 'start-[1.125rem]' : 'start-0.5',
        )}
      />
    </span>
    <span className="flex min-w-0 flex-col leading-tight">
      <span className="font-medium text-ink text-sm">{label}</span>
      {hint && <span className="text-ink-muted text-xs">{hint}</span>}
    </span>
  </button>
);
