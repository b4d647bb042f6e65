import type { User } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { CheckIcon } from '../../../ui/icons';
import { PhoneVerification } from '../../../ui/phone-verification';
import { StatusChip } from '../../../ui/status-chip';
import { EmailVerificationDialog } from './email-verification-dialog';
import { SettingRow } from './setting-row';

const Verified = ({ yes }: { yes: boolean }) => {
  const { t } = useTranslation('profile');
  return yes ? (
    <StatusChip tone="success">
      <CheckIcon size={12} className="me-1" />
      {t('account.verified')}
    </StatusChip>
  ) : (
    <StatusChip tone="warning">{t('account.not-verified')}</StatusChip>
  );
};

/**
 * Phone and e-mail through their verify flows (spec §4). `?step=verify-phone&redirect=…` opens the phone flow at
 * once and, once verified, returns to the redirect (the alert editor's bot-requirement modal links here).
 */
export const ContactRows = ({ user }: { user: User }) => {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.get('step') === 'verify-phone';
  const [phoneOpen, setPhoneOpen] = useState(asked);
  const [emailOpen, setEmailOpen] = useState(false);
  const closePhone = (open: boolean) => {
    setPhoneOpen(open);
    if (!open && asked) setParams({}, { replace: true });
  };
  const verified = () => {
    const back = safeReturnPath(params.get('redirect'));
    if (back) navigate(back);
  };
  return (
    <>
      <SettingRow
        label={t('account.phone')}
        value={user.phoneNumber}
        testId="row-phone"
        badge={user.phoneNumber && <Verified yes={user.phoneNumberVerified} />}
      >
        <Button variant="secondary" size="sm" onClick={() => setPhoneOpen(true)}>
          {user.phoneNumberVerified ? t('account.change') : t('account.verify')}
        </Button>
      </SettingRow>
      <SettingRow
        label={t('account.email')}
        value={user.email}
        testId="row-email"
        badge={<Verified yes={user.emailVerified} />}
      >
        <Button variant="secondary" size="sm" onClick={() => setEmailOpen(true)}>
          {user.emailVerified ? t('account.change') : t('account.verify')}
        </Button>
      </SettingRow>
      <PhoneVerification open={phoneOpen} onOpenChange={closePhone} onVerified={verified} />
      {emailOpen && (
        <EmailVerificationDialog open={emailOpen} onOpenChange={setEmailOpen} initialEmail={user.email} />
      )}
    </>
  );
};
