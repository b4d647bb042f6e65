import { useTranslation } from 'react-i18next';
import { Drawer } from '../../ui/drawer';
import { TipsList } from './tips-list';
import type { useTipsPanel } from './use-tips-panel';

/** Tips on phones: a bottom drawer with the same list as the desktop panel. */
export const TipsDrawer = ({
  open,
  onOpenChange,
  panel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  panel: ReturnType<typeof useTipsPanel>;
}) => {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('tips.title')}>
      <div className="pb-4">
        <TipsList
          tips={panel.tips}
          loading={panel.loading}
          failed={panel.failed}
          onRetry={panel.retry}
          onFollow={() => onOpenChange(false)}
        />
      </div>
    </Drawer>
  );
};
