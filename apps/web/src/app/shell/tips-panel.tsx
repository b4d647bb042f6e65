import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { CornerBadge, iconButtonClass } from '../../ui/button';
import { DeferredPopover } from '../../ui/deferred-popover';
import { BulbIcon } from '../../ui/icons';
import { TipsList } from './tips-list';
import { useTipsPanel } from './use-tips-panel';

/** The header's tips panel (spec §2); opening it marks the unread tips read (spec §4). */
export const TipsPanel = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const panel = useTipsPanel();
  const [open, setOpen] = useState(false);
  return (
    <DeferredPopover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) panel.onOpen();
      }}
      trigger={
        <button
          type="button"
          className={iconButtonClass()}
          aria-label={t('header.tips')}
          title={t('header.tips')}
        >
          <BulbIcon size={18} />
          {panel.unread > 0 && <CornerBadge>{format.count(panel.unread)}</CornerBadge>}
        </button>
      }
    >
      {(Popover) => (
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            className="animate-pop-in z-50 flex max-h-[70vh] w-96 flex-col overflow-hidden rounded-xl border border-line bg-surface-raised shadow-pop"
          >
            <h2 className="border-line border-b px-4 py-3 font-semibold text-sm">{t('tips.title')}</h2>
            <div className="overflow-y-auto">
              <TipsList
                tips={panel.tips}
                loading={panel.loading}
                failed={panel.failed}
                onRetry={panel.retry}
                onFollow={() => setOpen(false)}
              />
            </div>
          </Popover.Content>
        </Popover.Portal>
      )}
    </DeferredPopover>
  );
};
