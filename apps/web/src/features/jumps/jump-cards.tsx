import { SKELETON_ROWS, SOURCES } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JumpRow } from '../../lib/endpoints/jumps';
import { useFormat } from '../../lib/format';
import { PassedTime } from '../../ui/passed-time';
import { ChangeText, ChartLink, ExpandButton, JumpPair } from './jump-cells';
import type { JumpRowsProps } from './jumps-table';
import { SubJumps } from './sub-jumps';

const action =
  'inline-flex h-8 items-center gap-1 rounded-lg border border-line px-2.5 font-medium text-ink-muted text-xs transition hover:border-brand hover:text-brand';

const JumpCard = ({ row, logo, onOpen }: { row: JumpRow; logo: string | null; onOpen: () => void }) => {
  const { t } = useTranslation('jumps');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const panel = `sub-jumps-${row.id}`;
  return (
    <li className="flex flex-col gap-2.5 px-3 py-3">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <JumpPair row={row} logo={logo} onOpen={onOpen} />
        </div>
        <div className="flex flex-col items-end gap-0.5">
          <span className="tabular font-semibold text-sm">{format.price(row.price, row.priceDecimals)}</span>
          <ChangeText change={row.change} className="text-xs" />
        </div>
      </div>
      <div className="flex items-center gap-2 text-ink-muted text-xs">
        <PassedTime at={row.matchTimestamp * 1000} />
        <span aria-hidden="true">·</span>
        <span className="truncate">{SOURCES[row.source].title}</span>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <ExpandButton row={row} expanded={open} controls={panel} onToggle={() => setOpen(!open)} withText />
        <button type="button" onClick={onOpen} className={action}>
          {t('details')}
        </button>
        <span className="ms-auto">
          <ChartLink row={row} withText />
        </span>
      </div>
      {open && <SubJumps row={row} id={panel} />}
    </li>
  );
};

const SkeletonCard = () => (
  <li data-testid="skeleton-row" className="flex flex-col gap-2.5 px-3 py-3.5">
    <span className="flex items-center gap-3">
      <span className="skeleton size-7 rounded-full" />
      <span className="flex flex-1 flex-col gap-1.5">
        <span className="skeleton h-3 w-24 rounded" />
        <span className="skeleton h-2.5 w-16 rounded" />
      </span>
      <span className="skeleton h-3 w-16 rounded" />
    </span>
    <span className="skeleton h-2.5 w-32 rounded" />
  </li>
);

/** Phones get a card per jump instead of the table (spec §2 mobile layout), 25 a page. */
export const JumpCards = ({ rows, loading, logoOf, onOpen }: JumpRowsProps) => {
  const { t } = useTranslation('jumps');
  return (
    <ul
      aria-label={t('title')}
      aria-busy={loading || undefined}
      className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface-raised"
    >
      {loading
        ? Array.from({ length: SKELETON_ROWS.mobile }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
            <SkeletonCard key={index} />
          ))
        : rows.map((row) => (
            <JumpCard key={row.id} row={row} logo={logoOf(row)} onOpen={() => onOpen(row)} />
          ))}
    </ul>
  );
};
