import { lazy, Suspense, useState } from 'react';
import type { PhoneVerificationDialogProps } from './phone-verification-dialog';

// The phone rules (libphonenumber) and the dialog's words load with it, the first time it opens.
const Dialog = lazy(async () => {
  const dialog = await import('./phone-verification-dialog');
  await dialog.loadTranslations();
  return dialog;
});

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
