import { useQueryClient } from '@tanstack/react-query';
import type { Market } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { isAbortError } from '../../../lib/api';
import { type MatchesPageKind, matchesKeys } from '../../../lib/endpoints/matches';
import { useSaveSettings } from '../../../lib/endpoints/settings-edit';
import { useStrategyName } from '../../../lib/endpoints/strategies';
import { useUser } from '../../../lib/endpoints/user';
import { Button } from '../../../ui/button';
import { WarningIcon } from '../../../ui/icons';
import { Modal } from '../../../ui/modal';
import { notify } from '../../../ui/toast';
import { removalDeletesPack, withoutStrategy } from './pack-edit';

/**
 * Spec §2 delete-strategy confirmation: saves the whole settings document with the strategy removed by the §4 rule;
 * a failed save says 'an error occurred while saving' (§8) and keeps the modal open to try again.
 */
export const RemoveStrategyModal = ({
  market,
  kind,
  packName,
  strategyId,
  onClose,
}: {
  market: Market;
  kind: MatchesPageKind;
  packName: string;
  strategyId: number | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('matches-by-asset');
  const client = useQueryClient();
  const settings = useUser().data?.settings;
  const save = useSaveSettings();
  const nameOf = useStrategyName();
  const name = strategyId === null ? '' : nameOf(strategyId);
  const deletesPack =
    settings !== undefined &&
    strategyId !== null &&
    removalDeletesPack(settings, market, kind, packName, strategyId);
  const text =
    kind === 'dynamic'
      ? t('remove.advanced', { name, pack: packName })
      : kind === 'alerts'
        ? t('remove.alert', { name, pack: packName })
        : deletesPack
          ? t('remove.simple-last', { name, pack: packName })
          : t('remove.simple', { name, pack: packName });

  const confirm = () => {
    if (settings === undefined || strategyId === null) return;
    save.mutate(withoutStrategy(settings, market, kind, packName, strategyId), {
      onSuccess: () => {
        notify.success(
          deletesPack ? t('remove.deleted', { pack: packName }) : t('remove.done', { name, pack: packName }),
        );
        void client.invalidateQueries({ queryKey: matchesKeys.market(market) });
        onClose();
      },
      onError: (error) => {
        if (!isAbortError(error)) notify.failure(t('remove.error'));
      },
    });
  };

  return (
    <Modal
      open={strategyId !== null}
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      size="sm"
      title={t('remove.title', { name })}
      description={text}
      media={
        <span className="flex size-10 items-center justify-center rounded-full bg-sell/12 text-sell">
          <WarningIcon size={20} />
        </span>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('remove.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={confirm}
            pending={save.isPending}
            disabled={settings === undefined}
          >
            {t('remove.confirm')}
          </Button>
        </>
      }
    />
  );
};
