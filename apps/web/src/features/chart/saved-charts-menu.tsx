import { type SavedChart, type Timeframe, timeframeLabel } from '@tradescope/domain';
import { clsx } from 'clsx';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../ui/button';
import type { ChartTimeZone } from '../../ui/chart/chart-time';
import { CheckIcon, ChevronDownIcon, CloseIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';

const MENU_CONTENT =
  'animate-pop-in z-50 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-line bg-surface-raised p-1.5 text-ink shadow-pop';
const MENU_ITEM =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-surface-muted';
const MENU_LABEL = 'px-2.5 pt-1.5 pb-1 font-semibold text-[11px] text-ink-faint uppercase tracking-wider';

export interface SavedChartsMenuProps {
  /** This pair's saved charts, newest first. */
  readonly charts: readonly SavedChart[];
  /** The id the chart on show saves under. */
  readonly currentId: string;
  /** Signed out: only the time zone is offered. */
  readonly signedIn: boolean;
  readonly saving: boolean;
  readonly onSave: () => void;
  readonly onOpen: (chart: SavedChart) => void;
  readonly onDelete: (chart: SavedChart) => Promise<unknown>;
  readonly timeZone: ChartTimeZone;
  readonly onTimeZone: (zone: ChartTimeZone) => void;
}

const savedAt = (seconds: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(seconds * 1000);

/** The chart toolbar's menu: save this chart, reopen or delete a saved one of the pair, and the time zone. */
export const SavedChartsMenu = ({
  charts,
  currentId,
  signedIn,
  saving,
  onSave,
  onOpen,
  onDelete,
  timeZone,
  onTimeZone,
}: SavedChartsMenuProps) => {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState<SavedChart | null>(null);
  const [deleting, setDeleting] = useState(false);
  const locale = i18n.language === 'fa' ? 'fa-IR' : 'en-US';
  const titleOf = (chart: SavedChart) => chart.symbol || t('chart.saved.no-strategies');

  const confirmDelete = async () => {
    if (confirming === null) return;
    setDeleting(true);
    try {
      await onDelete(confirming);
      setConfirming(null);
    } catch {
      // The page reports the failure; the dialog stays for another try.
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={buttonClass('secondary', 'sm')}>
          {t('chart.saved.menu')}
          <ChevronDownIcon size={14} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className={MENU_CONTENT}>
            {signedIn && (
              <>
                <DropdownMenu.Item className={MENU_ITEM} disabled={saving} onSelect={onSave}>
                  <span className="flex-1 font-medium">{t('chart.saved.save')}</span>
                </DropdownMenu.Item>
                <DropdownMenu.Separator className="my-1 h-px bg-line" />
                <DropdownMenu.Label className={MENU_LABEL}>{t('chart.saved.title')}</DropdownMenu.Label>
                {charts.length === 0 && (
                  <p className="px-2.5 py-2 text-ink-muted text-xs">{t('chart.saved.empty')}</p>
                )}
                {charts.map((chart) => (
                  <div key={chart.id} className="flex items-center gap-1">
                    <DropdownMenu.Item
                      className={clsx(MENU_ITEM, 'min-w-0 flex-1')}
                      onSelect={() => onOpen(chart)}
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block truncate">{titleOf(chart)}</span>
                        <span className="block text-ink-muted text-xs">
                          {timeframeLabel(chart.resolution as Timeframe)} · {savedAt(chart.timestamp, locale)}
                        </span>
                      </span>
                      {chart.id === currentId && <CheckIcon size={15} className="text-brand" />}
                    </DropdownMenu.Item>
                    <DropdownMenu.Item
                      className={clsx(MENU_ITEM, 'px-2 text-ink-muted')}
                      aria-label={t('chart.saved.delete', { name: titleOf(chart) })}
                      onSelect={() => setConfirming(chart)}
                    >
                      <CloseIcon size={14} />
                    </DropdownMenu.Item>
                  </div>
                ))}
                <DropdownMenu.Separator className="my-1 h-px bg-line" />
              </>
            )}
            <DropdownMenu.Label className={MENU_LABEL}>{t('chart.time-zone.title')}</DropdownMenu.Label>
            <DropdownMenu.RadioGroup
              value={timeZone}
              onValueChange={(value) => onTimeZone(value as ChartTimeZone)}
            >
              {(['utc', 'local'] as const).map((zone) => (
                <DropdownMenu.RadioItem key={zone} value={zone} className={MENU_ITEM}>
                  <span className="flex-1">{t(`chart.time-zone.${zone}`)}</span>
                  <DropdownMenu.ItemIndicator>
                    <CheckIcon size={15} className="text-brand" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Modal
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !deleting) setConfirming(null);
        }}
        size="sm"
        title={t('chart.saved.delete-title')}
        description={t('chart.saved.delete-text', { name: confirming ? titleOf(confirming) : '' })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={deleting}>
              {t('action.cancel')}
            </Button>
            <Button variant="danger" pending={deleting} onClick={() => void confirmDelete()}>
              {t('chart.saved.delete-confirm')}
            </Button>
          </>
        }
      />
    </>
  );
};
