import { useUser } from '../../lib/endpoints';
import { IosInstallModal } from '../pwa/ios-install-modal';
import { IctExpiryModal } from './ict-expiry-modal';
import { InstallmentModal } from './installment-modal';
import { LogoutModal } from './logout-modal';
import { UpgradeModal } from './upgrade-modal';
import { VideoDeadlineModal } from './video-deadline-modal';
import { WelcomeModal } from './welcome-modal';

/** Every modal the shell owns (spec §2). */
export const ShellModals = () => {
  const { data: user } = useUser();
  return (
    <>
      <LogoutModal />
      <UpgradeModal />
      <WelcomeModal />
      <IosInstallModal />
      <InstallmentModal user={user} />
      <VideoDeadlineModal user={user} />
      <IctExpiryModal user={user} />
    </>
  );
};
