import type { SentCode } from '@tradescope/domain';
import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { messageText } from '../../lib/i18n';
import { notify } from '../toast';
import { resendDeadline, useSecondsLeft } from './countdown';

type Sent = SentCode & { readonly to: string; readonly deadline: number };

/**
 * The state both verify flows (phone, e-mail) keep: the code sent and where, the code typed, the field error and the
 * resend countdown. `codeStep` is what CodeStep takes of it; the flow adds its words and its pending states.
 */
export const useCodeFlow = () => {
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [error, setError] = useState<string | undefined>();
  const secondsLeft = useSecondsLeft(sent?.deadline ?? null);
  return {
    sent,
    code,
    error,
    setError,
    /** A refusal with a key shows on the field; anything else as a toast. */
    failed: (failure: unknown) => {
      const field = isApiError(failure) ? failure.fieldErrors[0] : undefined;
      if (isApiError(failure)) setError(messageText(field?.key ?? failure.key, field?.params));
      else notify.error(failure);
    },
    codeSent: (answer: SentCode, to: string) => {
      setSent({ ...answer, to, deadline: resendDeadline(Date.now(), answer.expireTime) });
      setCode('');
    },
    codeStep: {
      code,
      error,
      secondsLeft,
      onCode: (value: string) => {
        setCode(value);
        setError(undefined);
      },
      onEdit: () => {
        setSent(null);
        setError(undefined);
      },
    },
  };
};
