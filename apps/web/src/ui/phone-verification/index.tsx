import { lazy, Suspense, useState } from 'react';
import type { PhoneVerificationDialogProps } from './phone-verification-dialog';

// The phone rules (libphonenumber) load with the dialog, the first time it opens.
const Dialog = lazy(() => import('./phone-verification-dialog'));

/** The phone verification dialog (spec §4), loaded when it first opens. */
export const PhoneVerification = (props: PhoneVerificationDialogProps) => {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
};
