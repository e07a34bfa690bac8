import { Navigate } from 'react-admin';
import { PleaseWait } from '../common/PleaseWait';
import { firstAccessiblePath } from '../modules';
import { MODULE_SCREENS } from '../registry';
import { usePermissionSubject } from './usePermissionSubject';

/** The root path (react-admin's dashboard slot): on to the user's first module (spec 000 §2). */
export const RootRedirect = () => {
  const { subject, isPending } = usePermissionSubject();
  if (isPending) return <PleaseWait />;
  return <Navigate to={firstAccessiblePath(subject, MODULE_SCREENS)} replace />;
};
