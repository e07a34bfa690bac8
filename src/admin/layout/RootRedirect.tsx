import { Navigate } from 'react-admin';
import { PleaseWait } from '../common/PleaseWait';
import { firstAccessiblePath } from '../modules';
import { useModuleScreens } from '../common/resourceOptions';
import { usePermissionSubject } from './usePermissionSubject';

/** The root path (react-admin's dashboard slot): on to the user's first module. */
export const RootRedirect = () => {
  const { subject, isPending } = usePermissionSubject();
  const screens = useModuleScreens();
  if (isPending) return <PleaseWait />;
  return <Navigate to={firstAccessiblePath(subject, screens)} replace />;
};
