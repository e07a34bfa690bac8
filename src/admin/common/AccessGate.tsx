import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { CanAccess, useTranslate } from 'react-admin';
import { ACTION_WORDS, MODULE_SUBJECTS } from '../../shared/modules';
import { RA_ACTIONS } from '../providers/authProvider';
import { PleaseWait } from './PleaseWait';
import { useResourceModule, useResourceName } from './resourceOptions';

export interface AccessGateProps {
  /** The surrounding resource by default. */
  resource?: string;
  /** A react-admin action: list, create, edit, show, delete, activeInactive. */
  action: string;
  children: ReactNode;
  /** Shown under the denial text, e.g. the record read-only for those who may view it. */
  denied?: ReactNode;
}

/**
 * react-admin's `CanAccess` with the app's answers: 'Please wait...' while the roles are checked, and
 * the denial text ("You don't have access to Edit Company!") in place of the screen. The server
 * refuses the calls as well; this only spares the user a screen that cannot work.
 */
export const AccessGate = ({ resource: resourceProp, action, children, denied }: AccessGateProps) => {
  const resource = useResourceName(resourceProp);
  return (
    <CanAccess
      resource={resource}
      action={action}
      loading={<PleaseWait />}
      accessDenied={
        <>
          <AccessDeniedMessage resource={resource} action={action} />
          {denied}
        </>
      }
    >
      {children}
    </CanAccess>
  );
};

export const AccessDeniedMessage = ({ resource, action }: { resource: string; action: string }) => {
  const translate = useTranslate();
  const module = useResourceModule(resource);
  const appAction = Object.hasOwn(RA_ACTIONS, action) ? RA_ACTIONS[action] : undefined;
  const text =
    module && appAction
      ? translate('app.access.denied', {
          action: translate(`app.access.actions.${appAction}`, { _: ACTION_WORDS[appAction] }),
          subject: translate(`app.access.subjects.${MODULE_SUBJECTS[module]}`, { _: MODULE_SUBJECTS[module] }),
        })
      : translate('app.access.deniedPage');
  return (
    <Box sx={{ py: 2 }}>
      <Alert severity="warning" role="alert">
        {text}
      </Alert>
    </Box>
  );
};
