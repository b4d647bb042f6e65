import { clsx } from 'clsx';
import { type TextareaHTMLAttributes, useId } from 'react';

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string };

/** A labelled multi-line input, styled as TextField. */
export const TextArea = ({ label, hint, className, id, rows = 4, ...props }: TextAreaProps) => {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="font-medium text-ink text-sm">
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        className="w-full rounded-lg border border-line-strong bg-surface-raised px-3 py-2 text-ink text-sm outline-none transition placeholder:text-ink-faint focus:border-brand focus:ring-3 focus:ring-brand/15"
        {...props}
      />
      {hint && <p className="text-ink-faint text-xs">{hint}</p>}
    </div>
  );
};

/** A labelled native select: short fixed lists (a tier, a market) need no searchable picker. */
export const SelectField = ({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
}) => {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-medium text-ink text-sm">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-lg border border-line-strong bg-surface-raised px-3 text-ink text-sm outline-none focus:border-brand focus:ring-3 focus:ring-brand/15"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};
