import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { PackRow } from './pack-rows';
import { PackTableRow } from './pack-table-row';

export interface PackTableProps {
  readonly rows: readonly PackRow[];
  /** The number of the first row shown (page offset + 1). */
  readonly firstNumber: number;
  /** The user's packs in their full order; a drop reorders these. */
  readonly ownKeys: readonly string[];
  /** Off while searching: a filtered list has no one order to save. */
  readonly sortable: boolean;
  readonly editHref: (row: PackRow) => string;
  readonly onToggle: (row: PackRow, enable: boolean) => void;
  readonly onDelete: (row: PackRow) => void;
  readonly onReorder: (keys: readonly string[]) => void;
}

/** The pack list's table (spec §2): #, name, create date, status; the user's rows drag by mouse, touch or keyboard. */
export const PackTable = ({
  rows,
  firstNumber,
  ownKeys,
  sortable,
  editHref,
  onToggle,
  onDelete,
  onReorder,
}: PackTableProps) => {
  const { t } = useTranslation('settings');
  const sensors = useSensors(
    // A short travel before a drag starts, so a tap on the handle of a phone still scrolls the page.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ownKeys.indexOf(String(active.id));
    const to = ownKeys.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...ownKeys], from, to));
  };
  const head =
    'px-2 py-2.5 text-start font-semibold text-ink-muted text-xs uppercase tracking-wide tablet:px-3';
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface-raised">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd}>
        {/* Fixed columns: a long name is cut rather than pushing the row's actions off a phone's screen. */}
        <table className="w-full table-fixed border-collapse text-sm">
          <thead className="border-line border-b bg-surface/60">
            <tr>
              <th scope="col" className={`${head} w-14 tablet:w-16`}>
                {t('list.columns.order')}
              </th>
              <th scope="col" className={head}>
                {t('list.columns.name')}
              </th>
              <th scope="col" className={`${head} hidden w-36 tablet:table-cell`}>
                {t('list.columns.created')}
              </th>
              <th scope="col" className={`${head} w-16 tablet:w-32`}>
                {t('list.columns.status')}
              </th>
              <th scope="col" className={`${head} w-20 text-end tablet:w-24`}>
                <span className="sr-only">{t('list.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <SortableContext
            items={rows.filter((row) => row.editable).map((row) => row.key)}
            strategy={verticalListSortingStrategy}
          >
            <tbody>
              {rows.map((row, index) => (
                <PackTableRow
                  key={`${row.editable ? 'own' : 'system'}-${row.key}`}
                  row={row}
                  number={firstNumber + index}
                  sortable={sortable && row.editable}
                  editHref={editHref(row)}
                  onToggle={onToggle}
                  onDelete={onDelete}
                />
              ))}
            </tbody>
          </SortableContext>
        </table>
      </DndContext>
    </div>
  );
};
