import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { signInPath, tokenManager, useSession } from '../../lib/session';
import { ConnectionTrouble } from './connection-trouble';
import { LoadingOverlay } from './loading-overlay';
import { StartUp } from './start-up';

const start = () => void tokenManager.start().catch(() => undefined);

/**
 * Spec §4 start-up: fetch the token; a 403 (no session) goes to our sign-in page with a return path, any
 * other failure shows the connection-trouble screen with retry.
 */
export const SessionGate = () => {
  const session = useSession();
  const location = useLocation();

  useEffect(() => {
    if (session.status === 'idle') start();
  }, [session.status]);
  useEffect(() => tokenManager.watchConnectivity(window), []);

  if (session.status === 'signed-out') return <Navigate to={signInPath(location)} replace />;
  if (session.status === 'error') return <ConnectionTrouble onRetry={start} retrying={false} />;
  if (session.status !== 'ready') return <LoadingOverlay />;
  return (
    <StartUp>
      <Outlet />
    </StartUp>
  );
};
