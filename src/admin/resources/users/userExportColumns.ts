import type { TranslateFunction } from 'react-admin';
import { USER_ROLES } from '../../../shared/userValues';
import { activeStatusValues, type ExportableColumns } from '../../common/exportColumns';
import { userTypeLabel } from '../../layout/userTypeLabel';

/** A member status reads as it is stored, except Active (a check mark named 'Active' on screen). */
const memberStatusValues = (translate: TranslateFunction) => ({ Active: translate('app.status.active') });

/** The user list's columns in 'Export Table', the optional ones included (the actions are not exported). */
export const USER_EXPORT_COLUMNS: ExportableColumns = {
  name: {},
  email: {},
  company: {},
  role: { values: (translate) => Object.fromEntries([...USER_ROLES, 'superAdmin'].map((role) => [role, userTypeLabel(role, translate)])) },
  mncarMemberStatus: { values: memberStatusValues },
  mncarlMemberStatus: { values: memberStatusValues },
  mncarMiscellaneousStatus: { values: memberStatusValues },
  alowMcpeAccess: { values: (translate) => ({ true: translate('app.users.yes'), false: translate('app.users.no') }) },
  mcpeAccessType: {},
  nrds: {},
  phoneNumber: {},
  createdAt: {},
  isActive: { values: activeStatusValues },
};
