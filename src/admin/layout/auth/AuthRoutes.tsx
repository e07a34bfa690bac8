import { Navigate } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { readSession } from '../../providers/session';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';

/**
 * Everything under /auth: the three pages; /auth and unknown auth paths go to the
 * sign-in page; a signed-in user goes to the root, which picks their first module.
 */
export const AuthRoutes = () => {
  if (readSession().token) return <Navigate to="/" replace />;
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password/:token" element={<ResetPasswordPage />} />
      <Route path="*" element={<Navigate to="/auth/login" replace />} />
    </Routes>
  );
};
