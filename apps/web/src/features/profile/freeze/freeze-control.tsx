import type { User } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSetFrozen } from '../../../lib/endpoints/account-freeze';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/toast';
import { ConfirmModal } from '../confirm-modal';

/**
 * Freezing stops the crypto plan's clock and signs every other device out; unfreezing gives the paused days back.
 * Both ask first. After freezing the freeze tab appears (spec §2), and the user is taken there.
 */
export const FreezeControl = ({ user }: { user: User }) => {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const setFrozen = useSetFrozen();
  const frozen = user.cryptoFreezeStatus === 'freezed';
  const action = frozen ? 'unfreeze' : 'freeze';
  return (
    <>
      <Button variant={frozen ? 'primary' : 'secondary'} size="sm" onClick={() => setAsking(true)}>
        {t(`freeze.${action}`)}
      </Button>
      <ConfirmModal
        open={asking}
        title={t(`freeze.${action}-title`)}
        text={t(`freeze.${action}-text`)}
        confirm={t(`freeze.${action}`)}
        pending={setFrozen.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          setFrozen.mutate(!frozen, {
            onSuccess: () => {
              setAsking(false);
              notify.success(t(`freeze.${action}-done`));
              navigate(frozen ? '/profile/user' : '/profile/freeze-account');
            },
            onError: notify.error,
          })
        }
      />
    </>
  );
};
