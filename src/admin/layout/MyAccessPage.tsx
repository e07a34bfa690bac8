import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Cancel';
import { useGetIdentity, useTranslate } from 'react-admin';
import { ACCESS_FLAGS, ACTIONS, MODULE_FLAGS, MODULES, type Action, type ModuleName } from '../../shared/modules';
import { can } from '../../shared/permissions';
import { PleaseWait } from '../common/PleaseWait';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { MODULE_LABEL_KEYS } from '../modules';
import { usePermissionSubject } from './usePermissionSubject';

/** The four actions of an access entry. */
const COLUMNS: readonly { action: Action; labelKey: string }[] = [
  { action: 'view', labelKey: 'app.myAccess.view' },
  { action: 'add', labelKey: 'app.myAccess.add' },
  { action: 'edit', labelKey: 'app.myAccess.edit' },
  { action: 'activeInactive', labelKey: 'app.myAccess.activeInactive' },
];

/** Whether the module's routes use the action's flag at all (`MODULE_FLAGS`): the dashboard is only viewed. */
const isUsed = (module: ModuleName, action: Action) => (MODULE_FLAGS[module] ?? ACCESS_FLAGS).includes(ACTIONS[action]);

/**
 * /my-access: what the user's roles allow, module by module. Also where the root path goes while
 * none of the user's modules has a screen yet.
 */
export const MyAccessPage = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { subject, isPending } = usePermissionSubject();
  if (isPending) return <PleaseWait />;
  const name = String(identity?.firstName || identity?.fullName || '');

  return (
    <Card>
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        {name && (
          <Typography component="h2" variant="h6">
            {translate('app.myAccess.greeting', { name })}
          </Typography>
        )}
        <Typography sx={{ mt: 1 }}>{translate('app.myAccess.intro')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {translate('app.myAccess.screensNote')}
        </Typography>
        <TableContainer sx={{ position: 'relative' }}>
          <Table size="small" sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}>
            <caption>{translate('app.myAccess.caption')}</caption>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{translate('app.myAccess.module')}</TableCell>
                {COLUMNS.map(({ action, labelKey }) => (
                  <TableCell key={action} scope="col" align="center">
                    {/* A break opportunity after '/', so 'Active/Inactive' fits a 375 px screen. */}
                    {translate(labelKey).replace('/', '/\u200b')}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {MODULES.map((module) => (
                <TableRow key={module}>
                  <TableCell component="th" scope="row">
                    {translate(MODULE_LABEL_KEYS[module])}
                  </TableCell>
                  {COLUMNS.map(({ action }) => (
                    <TableCell key={action} align="center">
                      {!isUsed(module, action) ? (
                        <Typography component="span" color="text.disabled">
                          <span aria-hidden="true">—</span>
                          <VisuallyHidden>{translate('app.myAccess.notUsed')}</VisuallyHidden>
                        </Typography>
                      ) : can(subject, module, action) ? (
                        <CheckIcon color="success" titleAccess={translate('app.myAccess.granted')} />
                      ) : (
                        <CloseIcon color="action" titleAccess={translate('app.myAccess.denied')} />
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
};
