import { DEFAULT_PHONE_COUNTRY, validatePhone, validateVerifyCode } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckPhoneCode } from '../../lib/endpoints/phone-code-check';
import { useSendPhoneCode } from '../../lib/endpoints/phone-code-send';
import { useFormat } from '../../lib/format';
import { addTranslations, messageText } from '../../lib/i18n';
import { Button } from '../button';
import { TextField } from '../field';
import { Modal } from '../modal';
import { Select } from '../select';
import { notify } from '../toast';
import { CodeStep } from './code-step';
import en from './i18n/en.json';
import { useCodeFlow } from './use-code-flow';

/** Countries offered first; the server reads the number in the chosen one (spec §5: default ir). */
const COUNTRIES = ['IR', 'AE', 'TR', 'DE', 'GB', 'US', 'CA', 'AU', 'NL', 'SE', 'FR', 'IT'] as const;

export interface PhoneVerificationDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The number is confirmed and the user data reloading. */
  readonly onVerified?: () => void;
}

/**
 * Spec §4 phone verification: step 1 the number and send, step 2 the code with a 2-minute countdown before a resend;
 * edit returns to step 1; on success the user data reloads and the dialog closes. Built for the alert bot's
 * requirements and the profile alike.
 */
const PhoneVerificationDialog = ({ open, onOpenChange, onVerified }: PhoneVerificationDialogProps) => {
  const { t, i18n } = useTranslation('phone-verify');
  const format = useFormat();
  const [country, setCountry] = useState<string>(DEFAULT_PHONE_COUNTRY);
  const [phone, setPhone] = useState('');
  const flow = useCodeFlow();
  const { sent, code, error, setError, failed } = flow;
  const send = useSendPhoneCode();
  const check = useCheckPhoneCode();
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const sendCode = () => {
    const checked = validatePhone(phone, country);
    if (!checked.ok)
      return setError(messageText(checked.errors[0]?.key ?? 'profile.profile-tab.phone-not-valid'));
    setError(undefined);
    send.mutate(
      { phoneNumber: phone, country },
      {
        onSuccess: (answer) => flow.codeSent(answer, checked.value),
        onError: failed,
      },
    );
  };
  const verify = () => {
    const checked = validateVerifyCode(code, sent?.codeMaxLength);
    if (!checked.ok)
      return setError(messageText(checked.errors[0]?.key ?? 'profile.profile-tab.verify-code-not-valid'));
    check.mutate(
      { phoneNumber: phone, country, verifyCode: checked.value },
      {
        onSuccess: () => {
          notify.success(t('done'));
          onVerified?.();
          onOpenChange(false);
        },
        onError: failed,
      },
    );
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} size="sm" title={t('title')} description={t('text')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          // React carries a submit up through portals: the form of the screen that opened the dialog must not hear it.
          event.stopPropagation();
          if (sent) verify();
          else sendCode();
        }}
      >
        {sent === null ? (
          <>
            <div className="flex flex-col gap-1.5">
              <span className="font-medium text-ink text-sm">{t('country')}</span>
              <Select
                label={t('country')}
                items={COUNTRIES.map((value) => ({ value, label: names.of(value) ?? value }))}
                value={country}
                onChange={setCountry}
              />
            </div>
            <TextField
              label={t('number')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              value={phone}
              error={error}
              onChange={(event) => {
                setPhone(event.target.value);
                setError(undefined);
              }}
            />
            <Button type="submit" pending={send.isPending}>
              {t('send')}
            </Button>
          </>
        ) : (
          <CodeStep
            words={{
              hint: t('code-hint', { length: format.count(sent.codeMaxLength), phone: sent.to }),
              code: t('code'),
              verify: t('verify'),
              edit: t('edit'),
              resend: t('resend'),
              resendIn: (time) => t('resend-in', { time }),
            }}
            {...flow.codeStep}
            maxLength={sent.codeMaxLength}
            verifying={check.isPending}
            resending={send.isPending}
            onResend={sendCode}
          />
        )}
      </form>
    </Modal>
  );
};

export default PhoneVerificationDialog;

/** The dialog's words, loaded with it. */
export const loadTranslations = () => addTranslations('phone-verify', en, () => import('./i18n/fa.json'));
