import { clsx } from 'clsx';
import { AssetLogo } from '../../../ui/asset-logo';
import { CheckIcon } from '../../../ui/icons';
import type { AssetOption } from './asset-options';

/** One asset as a checkable tile: logo, symbol and name; the whole tile toggles it. */
export const AssetTile = ({
  option,
  checked,
  onToggle,
  dense = false,
}: {
  option: AssetOption;
  checked: boolean;
  onToggle: (base: string) => void;
  /** Three to a phone's row: the symbol alone, the name from tablets up. */
  dense?: boolean;
}) => (
  <button
    type="button"
    aria-pressed={checked}
    aria-label={`${option.base.toUpperCase()} ${option.name}`}
    onClick={() => onToggle(option.base)}
    className={clsx(
      'flex min-w-0 items-center rounded-lg border py-2 text-start transition',
      dense ? 'gap-1.5 px-2 tablet:gap-2 tablet:px-2.5' : 'gap-2 px-2.5',
      'focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-1',
      checked ? 'border-brand bg-brand/8' : 'border-line bg-surface-raised hover:bg-surface-muted',
    )}
  >
    <AssetLogo base={option.base} logo={option.logo} size={dense ? 20 : 24} />
    <span className="flex min-w-0 flex-1 flex-col leading-tight">
      <span dir="ltr" className="truncate font-semibold text-ink text-xs uppercase rtl:text-right">
        {option.base}
      </span>
      <span className={clsx('truncate text-[11px] text-ink-muted', dense && 'hidden tablet:block')}>
        {option.name}
      </span>
    </span>
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex size-4 shrink-0 items-center justify-center rounded border',
        checked ? 'border-brand bg-brand text-on-brand' : 'border-line-strong',
      )}
    >
      {checked && <CheckIcon size={12} strokeWidth={3} />}
    </span>
  </button>
);
