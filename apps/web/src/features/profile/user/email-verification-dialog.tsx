import { validateEmail, validateVerifyCode } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckEmailCode, useSendEmailCode } from '../../../lib/endpoints/email-code';
import { useFormat } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { CodeStep } from '../../../ui/phone-verification/code-step';
import { useCodeFlow } from '../../../ui/phone-verification/use-code-flow';
import { notify } from '../../../ui/toast';

/**
 * Spec §4 e-mail verification, the phone flow's twin: step 1 the address and send, step 2 the code with a 2-minute
 * countdown before a resend; edit returns to step 1; on success the user data reloads and the dialog closes.
 */
export const EmailVerificationDialog = ({
  open,
  onOpenChange,
  initialEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialEmail: string;
}) => {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const [email, setEmail] = useState(initialEmail);
  const flow = useCodeFlow();
  const { sent, code, error, setError, failed } = flow;
  const send = useSendEmailCode();
  const check = useCheckEmailCode();
  const sendCode = () => {
    const checked = validateEmail(email);
    if (!checked.ok)
      return setError(messageText(checked.errors[0]?.key ?? 'profile.profile-tab.email-not-valid'));
    setError(undefined);
    send.mutate(
      { email: checked.value },
      {
        onSuccess: (answer) => flow.codeSent(answer, checked.value),
        onError: failed,
      },
    );
  };
  const verify = () => {
    const checked = validateVerifyCode(code, sent?.codeMaxLength);
    if (!checked.ok || sent === null)
      return setError(messageText('profile.profile-tab.verify-code-not-valid'));
    check.mutate(
      { email: sent.to, verifyCode: checked.value },
      {
        onSuccess: () => {
          notify.success(t('email.done'));
          onOpenChange(false);
        },
        onError: failed,
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('email.title')}
      description={t('email.text')}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          if (sent) verify();
          else sendCode();
        }}
      >
        {sent === null ? (
          <>
            <TextField
              label={t('email.address')}
              type="email"
              autoComplete="email"
              dir="ltr"
              value={email}
              error={error}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
            />
            <Button type="submit" pending={send.isPending}>
              {t('email.send')}
            </Button>
          </>
        ) : (
          <CodeStep
            words={{
              hint: t('email.code-hint', { length: format.count(sent.codeMaxLength), email: sent.to }),
              code: t('email.code'),
              verify: t('email.verify'),
              edit: t('email.edit'),
              resend: t('email.resend'),
              resendIn: (time) => t('email.resend-in', { time }),
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
