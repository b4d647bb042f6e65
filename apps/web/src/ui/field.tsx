import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The translated message of a broken rule; marks the field invalid. */
  error?: string;
  /** Something at the end of the input (the password toggle). */
  end?: ReactNode;
  /** A link or hint beside the label (forgot password). */
  aside?: ReactNode;
};

export const TextField = ({ label, error, end, aside, className, id, ...props }: FieldProps) => {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={inputId} className="font-medium text-ink text-sm">
          {label}
        </label>
        {aside}
      </div>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(
            'h-11 w-full rounded-lg border bg-surface-raised px-3 text-ink text-sm outline-none transition placeholder:text-ink-faint',
            'focus:border-brand focus:ring-3 focus:ring-brand/15',
            error ? 'border-sell' : 'border-line-strong',
            end && 'pe-11',
          )}
          {...props}
        />
        {end && <div className="absolute inset-y-0 end-0 flex items-center pe-1">{end}</div>}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sell text-xs">
          {error}
        </p>
      )}
    </div>
  );
};

/** A password input with a show/hide toggle. */
export const PasswordField = (props: Omit<FieldProps, 'type' | 'end'>) => {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={t(visible ? 'auth.hide-password' : 'auth.show-password')}
          aria-pressed={visible}
          className="inline-flex size-9 items-center justify-center rounded-md text-ink-muted hover:text-ink"
        >
          {visible ? <EyeOffIcon size={17} /> : <EyeIcon size={17} />}
        </button>
      }
    />
  );
};
