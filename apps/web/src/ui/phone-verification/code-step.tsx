import { useFormat } from '../../lib/format';
import { Button } from '../button';
import { TextField } from '../field';
import { clockOf } from './countdown';

/** The words of the code step, from the flow's own namespace. */
export interface CodeStepWords {
  readonly hint: string;
  readonly code: string;
  readonly verify: string;
  readonly edit: string;
  readonly resend: string;
  /** "New code in {time}" with the m:ss already in. */
  readonly resendIn: (time: string) => string;
}

/**
 * Step 2 of a verify flow (spec §4), shared by the phone and e-mail flows: the code, verify, edit back to step 1,
 * and a resend once the countdown is over. It sits inside the flow's form, whose submit verifies.
 */
export const CodeStep = ({
  words,
  code,
  maxLength,
  error,
  secondsLeft,
  verifying,
  resending,
  onCode,
  onEdit,
  onResend,
}: {
  words: CodeStepWords;
  code: string;
  maxLength: number;
  error: string | undefined;
  secondsLeft: number;
  verifying: boolean;
  resending: boolean;
  onCode: (code: string) => void;
  onEdit: () => void;
  onResend: () => void;
}) => {
  const format = useFormat();
  return (
    <>
      <p className="text-ink-muted text-sm">{words.hint}</p>
      <TextField
        label={words.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={maxLength}
        value={code}
        error={error}
        onChange={(event) => onCode(event.target.value)}
      />
      <Button type="submit" pending={verifying}>
        {words.verify}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="ghost" size="sm" onClick={onEdit}>
          {words.edit}
        </Button>
        {secondsLeft > 0 ? (
          <span className="tabular text-ink-muted" aria-live="polite">
            {words.resendIn(format.count(clockOf(secondsLeft)))}
          </span>
        ) : (
          <Button variant="secondary" size="sm" pending={resending} onClick={onResend}>
            {words.resend}
          </Button>
        )}
      </div>
    </>
  );
};
