import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand text-on-brand hover:brightness-110 active:brightness-95 shadow-sm',
  secondary: 'border border-line-strong bg-surface-raised text-ink hover:bg-surface-muted',
  ghost: 'text-ink-muted hover:bg-surface-muted hover:text-ink',
  danger: 'bg-sell text-white hover:brightness-110 active:brightness-95 shadow-sm',
};

const SIZES: Record<Size, string> = {
  sm: 'h-8 px-3 text-xs gap-1.5',
  md: 'h-9 px-4 text-sm gap-2',
  lg: 'h-11 px-5 text-sm gap-2',
};

export const buttonClass = (variant: Variant = 'primary', size: Size = 'md', extra?: string): string =>
  clsx(
    'inline-flex select-none items-center justify-center whitespace-nowrap rounded-lg font-semibold transition',
    'focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-2',
    'disabled:pointer-events-none disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: Size;
  /** Shows a spinner and blocks a second press while the action runs. */
  pending?: boolean;
};

export const Button = ({
  variant,
  size,
  pending = false,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) => (
  <button
    type={type}
    className={buttonClass(variant, size, className)}
    disabled={disabled || pending}
    aria-busy={pending || undefined}
    {...props}
  >
    {pending && <Spinner size={14} />}
    {children}
  </button>
);

type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  label: string;
  children: ReactNode;
  /** A small count or dot on the icon's corner (unread tips, gifts). */
  badge?: ReactNode;
  active?: boolean;
};

export const iconButtonClass = (active = false, extra?: string): string =>
  clsx(
    'relative inline-flex size-9 shrink-0 items-center justify-center rounded-lg transition',
    'focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-1',
    active ? 'bg-surface-muted text-ink' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
    extra,
  );

export const IconButton = ({
  label,
  children,
  badge,
  active,
  className,
  type = 'button',
  ...props
}: IconButtonProps) => (
  <button
    type={type}
    aria-label={label}
    title={label}
    className={iconButtonClass(active, className)}
    {...props}
  >
    {children}
    {badge !== undefined && badge !== null && badge !== false && <CornerBadge>{badge}</CornerBadge>}
  </button>
);

export const CornerBadge = ({ children }: { children: ReactNode }) => (
  <span className="tabular pointer-events-none absolute -top-0.5 -end-0.5 flex min-w-4 items-center justify-center rounded-full bg-sell px-1 font-bold text-[10px] text-white leading-4 ring-2 ring-surface-raised">
    {children}
  </span>
);
