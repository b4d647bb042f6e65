import type { AccessRule, MarketGroup } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../lib/app-store';
import { LockIcon } from './icons';

/**
 * A cell the user may not see (spec §2: the status cell without access): stand-in content blurred beyond
 * reading, and an upgrade button that opens the upgrade modal on the section's rule.
 */
export const LockedCell = ({
  rule,
  group,
  teaser = '8 / 12',
}: {
  rule: AccessRule;
  group: MarketGroup;
  teaser?: string;
}) => {
  const { t } = useTranslation();
  const openUpgrade = useAppStore((state) => state.openUpgrade);
  return (
    <span className="relative inline-flex items-center">
      <span aria-hidden="true" className="select-none px-2 blur-[5px]">
        {teaser}
      </span>
      <button
        type="button"
        onClick={() => openUpgrade({ rule, group })}
        className="absolute inset-0 inline-flex items-center justify-center gap-1 rounded-md font-semibold text-gold text-xs hover:bg-gold/10"
      >
        <LockIcon size={13} />
        {t('access.upgrade')}
      </button>
    </span>
  );
};
