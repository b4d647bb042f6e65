import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { iconButtonClass } from '../../../ui/button';
import { GripIcon, LockIcon, PencilIcon, TrashIcon } from '../../../ui/icons';
import { Switch } from '../../../ui/switch';
import type { PackRow } from './pack-rows';

export interface PackTableRowProps {
  readonly row: PackRow;
  readonly number: number;
  readonly sortable: boolean;
  readonly editHref: string;
  readonly onToggle: (row: PackRow, enable: boolean) => void;
  readonly onDelete: (row: PackRow) => void;
}

/** One pack: its handle and number, name (with the date on phones), on/off switch, and edit and delete when it is the user's. */
export const PackTableRow = ({ row, number, sortable, editHref, onToggle, onDelete }: PackTableRowProps) => {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.editable ? row.key : `system:${row.key}`, disabled: !sortable });
  const cell = 'px-2 py-2.5 align-middle tablet:px-3';
  return (
    <tr
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-pack={row.key}
      className={clsx(
        'border-line border-b last:border-b-0',
        isDragging ? 'relative z-10 bg-surface-muted shadow-pop' : 'bg-surface-raised',
      )}
    >
      <td className={cell}>
        <div className="flex items-center gap-1.5">
          {row.editable && (
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              disabled={!sortable}
              aria-label={t('list.drag', { name: row.title })}
              title={sortable ? t('list.drag', { name: row.title }) : t('list.search-hint')}
              className={clsx(
                iconButtonClass(false, 'size-7 touch-none'),
                sortable ? 'cursor-grab active:cursor-grabbing' : 'cursor-not-allowed opacity-40',
              )}
            >
              <GripIcon size={16} strokeWidth={3} />
            </button>
          )}
          <span className={clsx('tabular text-ink-muted', !row.editable && 'ps-8.5')}>
            {format.count(number)}
          </span>
        </div>
      </td>
      <td className={cell}>
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="flex min-w-0 items-center gap-2">
            <span className="truncate font-medium text-ink">{row.title}</span>
            {!row.editable && (
              <span className="shrink-0 rounded-md bg-surface-muted px-1.5 py-0.5 font-semibold text-[10px] text-ink-muted uppercase tracking-wide">
                {t('list.system')}
              </span>
            )}
            {row.lock && (
              <LockIcon size={14} className="shrink-0 text-ink-faint" aria-label={t('list.locked')} />
            )}
          </span>
          <span className="tabular text-ink-faint text-xs tablet:hidden">{format.date(row.createDate)}</span>
        </div>
      </td>
      <td className={clsx(cell, 'tabular hidden text-ink-muted tablet:table-cell')}>
        {format.date(row.createDate)}
      </td>
      <td className={cell}>
        <Switch
          label={t(row.enable ? 'list.on' : 'list.off')}
          ariaLabel={t('list.switch', { name: row.title })}
          checked={row.enable}
          disabled={!row.editable}
          onChange={(enable) => onToggle(row, enable)}
          // On phones the switch alone says on or off; the row keeps room for its actions.
          className="max-tablet:[&>span:last-child]:sr-only"
        />
      </td>
      <td className={clsx(cell, 'text-end')}>
        {row.editable && (
          <div className="inline-flex items-center gap-0.5">
            <Link
              to={editHref}
              aria-label={t('list.edit', { name: row.title })}
              className={iconButtonClass()}
            >
              <PencilIcon size={16} />
            </Link>
            <button
              type="button"
              aria-label={t('list.delete', { name: row.title })}
              onClick={() => onDelete(row)}
              className={iconButtonClass(false, 'hover:text-sell')}
            >
              <TrashIcon size={16} />
            </button>
          </div>
        )}
      </td>
    </tr>
  );
};
