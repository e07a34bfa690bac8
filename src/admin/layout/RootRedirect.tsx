import { Navigate } from 'react-admin';
import { PleaseWait } from '../common/PleaseWait';
import { firstAccessiblePath, MODULE_SCREENS } from '../modules';
import { usePermissionSubject } from './usePermissionSubject';

/** The root path (react-admin's dashboard slot): on to the user's first module (spec 000 §2). */
export const RootRedirect = () => {
  const { subject, isPending } = usePermissionSubject();
  if (isPending) return <PleaseWait />;
  return <Navigate to={firstAccessiblePath(subject, MODULE_SCREENS)} replace />;
};
