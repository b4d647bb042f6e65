import { SKELETON_ROWS, SOURCES } from '@tradescope/domain';
import { clsx } from 'clsx';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JumpRow } from '../../lib/endpoints/jumps';
import { useFormat } from '../../lib/format';
import { PassedTime } from '../../ui/passed-time';
import { ChartLink, ExpandButton, JumpMove, JumpPair } from './jump-cells';
import { SubJumps } from './sub-jumps';

export interface JumpRowsProps {
  readonly rows: readonly JumpRow[];
  readonly loading: boolean;
  readonly logoOf: (row: JumpRow) => string | null;
  readonly onOpen: (row: JumpRow) => void;
}

const COLUMNS = ['pair', 'jumps', 'price', 'passed', 'exchange', 'chart'] as const;
const head = 'whitespace-nowrap px-3 py-2.5 font-medium text-[11px] text-ink-muted uppercase tracking-wide';
const cell = 'tabular whitespace-nowrap px-3 py-2.5';

const SkeletonRow = () => (
  <tr data-testid="skeleton-row" className="border-line border-b last:border-0">
    <td className={cell}>
      <span className="flex items-center gap-2.5">
        <span className="skeleton size-8 rounded-lg" />
        <span className="skeleton size-7 rounded-full" />
        <span className="skeleton h-3 w-24 rounded" />
      </span>
    </td>
    {COLUMNS.slice(1).map((column) => (
      <td key={column} className={cell}>
        <span className="skeleton inline-block h-3 w-16 rounded" />
      </td>
    ))}
  </tr>
);

/** The desktop jumps table (spec §2): newest first, each row opening to its sub-jumps. */
export const JumpsTable = ({ rows, loading, logoOf, onOpen }: JumpRowsProps) => {
  const { t } = useTranslation('jumps');
  const format = useFormat();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface-raised">
      <table className="w-full border-collapse text-sm" aria-busy={loading || undefined}>
        <caption className="sr-only">{t('title')}</caption>
        <thead className="border-line border-b bg-surface/60">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={clsx(
                  head,
                  column === 'pair' && 'ps-14 text-start',
                  (column === 'jumps' || column === 'exchange' || column === 'passed') && 'text-start',
                  column === 'price' && 'text-end',
                  column === 'chart' && 'text-center',
                )}
              >
                {t(`column.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading &&
            Array.from({ length: SKELETON_ROWS.table }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
              <SkeletonRow key={index} />
            ))}
          {!loading &&
            rows.map((row) => {
              const open = expanded.has(row.id);
              const panel = `sub-jumps-${row.id}`;
              return (
                <Fragment key={row.id}>
                  <tr
                    className={clsx(
                      'border-line border-b transition hover:bg-surface-muted/60',
                      open && 'bg-surface-muted/40',
                    )}
                  >
                    <td className={cell}>
                      <span className="flex items-center gap-3">
                        <ExpandButton
                          row={row}
                          expanded={open}
                          controls={panel}
                          onToggle={() => toggle(row.id)}
                        />
                        <JumpPair row={row} logo={logoOf(row)} onOpen={() => onOpen(row)} />
                      </span>
                    </td>
                    <td className={cell}>
                      <JumpMove row={row} />
                    </td>
                    <td className={clsx(cell, 'text-end font-medium')}>
                      {format.price(row.price, row.priceDecimals)}
                    </td>
                    <td className={clsx(cell, 'text-ink-muted')}>
                      <PassedTime at={row.matchTimestamp * 1000} />
                    </td>
                    <td className={clsx(cell, 'text-ink-muted text-xs')}>{SOURCES[row.source].title}</td>
                    <td className={clsx(cell, 'text-center')}>
                      <ChartLink row={row} />
                    </td>
                  </tr>
                  {open && (
                    <tr className="border-line border-b bg-surface-muted/40">
                      <td colSpan={COLUMNS.length} className="px-3 pt-1 pb-3 ps-14">
                        <div className="max-w-2xl">
                          <SubJumps row={row} id={panel} />
                        </div>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
        </tbody>
      </table>
    </div>
  );
};
