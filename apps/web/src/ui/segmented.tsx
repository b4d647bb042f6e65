import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';

export interface SegmentOption<Value extends string> {
  readonly value: Value;
  readonly label: ReactNode;
  readonly lang?: string;
}

/** A small radio group drawn as joined buttons (theme, language). */
export const Segmented = <Value extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly SegmentOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) => {
  const name = useId();
  return (
    <fieldset className="flex rounded-lg bg-surface-muted p-0.5">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          lang={option.lang}
          className={clsx(
            'flex h-8 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-md px-2 font-medium text-xs transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand',
            option.value === value ? 'bg-surface-raised text-ink shadow-sm' : 'text-ink-muted',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
};
