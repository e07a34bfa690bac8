import { useEffect, useRef } from 'react';
import { useLogout } from 'react-admin';
import { PleaseWait } from '../common/PleaseWait';

/** /logout: ends the session and goes to the sign-in page. */
export const LogoutPage = () => {
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    // Once only, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    logout();
  }, [logout]);
  return <PleaseWait />;
};
