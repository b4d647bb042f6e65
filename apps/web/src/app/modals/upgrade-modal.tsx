import { minimumPlanFor, type PaidTier } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type UpgradeRequest, useAppStore } from '../../lib/app-store';
import { Button, buttonClass } from '../../ui/button';
import { CrownIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { UpgradePlanCard } from './upgrade-plan-card';

/** Pro and hero are offered side by side as one family; every other cap alone (spec §6). */
const offeredTiers = (request: UpgradeRequest): PaidTier[] => {
  const { cap, family } = minimumPlanFor(request.rule);
  if (cap === 'free') return [];
  return family === 'pro-hero' ? ['pro', 'hero'] : [cap];
};

/** Spec §6: 'You must upgrade your account to use this section', the minimum plan, and a link to plans. */
export const UpgradeDialog = ({
  request,
  onClose,
}: {
  request: UpgradeRequest | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const tiers = request ? offeredTiers(request) : [];
  const group = request?.group ?? 'crypto';
  const cap = request ? minimumPlanFor(request.rule).cap : 'free';
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('upgrade.title')}
      description={t('upgrade.message')}
      media={
        <span className="flex size-11 items-center justify-center rounded-full bg-gold/15 text-gold">
          <CrownIcon size={22} />
        </span>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Link
            to={`/plans?group=${group}${cap === 'free' ? '' : `&tier=${cap}`}`}
            onClick={onClose}
            className={buttonClass('primary')}
          >
            {t('upgrade.see-plans')}
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="flex items-center justify-between text-xs">
          <span className="font-semibold text-ink-faint uppercase tracking-wider">
            {t('upgrade.minimum')}
          </span>
          <span className="text-ink-muted">
            {t(group === 'crypto' ? 'upgrade.group-crypto' : 'upgrade.group-global')}
          </span>
        </p>
        <p data-testid="minimum-plan" className="font-bold text-lg">
          {tiers.map((tier) => t(`plan.${tier}`)).join(` ${t('upgrade.or')} `)}
        </p>
        <div className="flex flex-col gap-2.5 tablet:flex-row">
          {tiers.map((tier, index) => (
            <UpgradePlanCard key={tier} tier={tier} group={group} highlight={index === 0} />
          ))}
        </div>
      </div>
    </Modal>
  );
};

/** The shell's upgrade modal, opened by any locked section through the app store. */
export const UpgradeModal = () => {
  const request = useAppStore((state) => state.upgrade);
  const close = useAppStore((state) => state.closeUpgrade);
  return <UpgradeDialog request={request} onClose={close} />;
};
