import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { tokenManager } from '../../lib/session';

/** After sign-in or sign-up: forget the previous user's data, fetch the token, then open the app. */
export const useEnterApp = () => {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [entering, setEntering] = useState(false);
  const enter = async (to: string) => {
    setEntering(true);
    client.clear();
    tokenManager.reset();
    // A failure here is shown by the start-up gate itself (connection trouble or sign-in again).
    await tokenManager.start().catch(() => undefined);
    navigate(to, { replace: true });
  };
  return { enter, entering };
};
