import { Navigate } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { useDocumentLanguage } from '../../common/useDocumentLanguage';
import { ErrorPageV1 } from './ErrorPageV1';
import { ErrorPageV2 } from './ErrorPageV2';
import { ErrorPageV3 } from './ErrorPageV3';
import { ErrorPageV4 } from './ErrorPageV4';
import { ErrorPageV5 } from './ErrorPageV5';
import { ErrorPageV6 } from './ErrorPageV6';

/** Everything under /error: six pages; /error and unknown error paths show the first. */
export const ErrorRoutes = () => {
  useDocumentLanguage();
  return (
    <Routes>
      <Route path="error-v1" element={<ErrorPageV1 />} />
      <Route path="error-v2" element={<ErrorPageV2 />} />
      <Route path="error-v3" element={<ErrorPageV3 />} />
      <Route path="error-v4" element={<ErrorPageV4 />} />
      <Route path="error-v5" element={<ErrorPageV5 />} />
      <Route path="error-v6" element={<ErrorPageV6 />} />
      <Route path="*" element={<Navigate to="/error/error-v1" replace />} />
    </Routes>
  );
};
