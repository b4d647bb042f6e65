import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineScreen } from './offline/offline-screen';
import { UpdateBanner } from './pwa/update-banner';

/** Above every route, signed in or not: the offline screen and the service worker's update banner. */
export const RootLayout = () => (
  <>
    <Outlet />
    <OfflineScreen />
    <UpdateBanner />
    <ScrollRestoration />
  </>
);
