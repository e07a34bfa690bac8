import { Alert, Box, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { LinkBase, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { AuditEntry } from '../../../shared/audit';
import { formatUsDateTime } from '../../../shared/formats';
import { errorMessage } from '../../common/errorMessage';
import { PleaseWait } from '../../common/PleaseWait';
import { useResourcePaths } from '../../common/resourceOptions';
import type { AppDataProvider } from '../../providers/dataProvider';
import { changedFieldsText } from './AuditChanges';
import { AuditActionChip, AuditRecordLink } from './AuditEntryCard';
import { entityLabel } from './auditValues';
import { SidePanel } from '../../layout/SidePanel';

export interface QuickPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The right-side quick panel: the signed-in user's own latest changes and sign-ins (GET
 * /audit/mine, whatever their permissions), read again each time it opens.
 */
export const AuditQuickPanel = ({ id, open, onClose }: QuickPanelProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // The header is outside the Audit Log's resource context: the panel names it.
  const { canAccess: canViewLog } = useCanAccess({ resource: 'audit', action: 'list' });
  const { list: auditLogPath } = useResourcePaths('audit');
  const { data, isPending, error } = useQuery({
    queryKey: ['audit', 'mine'],
    queryFn: ({ signal }) => dataProvider.getOwnAudit(signal) as Promise<(AuditEntry & { id: string })[]>,
    enabled: open,
    refetchOnMount: 'always',
  });
  return (
    <SidePanel id={id} open={open} onClose={onClose} title="app.audit.quickPanel.title" closeLabel="app.audit.quickPanel.close" width={400}>
      <Box sx={{ px: 2, py: 1 }}>
        {isPending ? (
          <PleaseWait />
        ) : error ? (
          <Alert severity="error">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>
        ) : data && data.length > 0 ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate('app.audit.quickPanel.intro', { count: data.length })}
            </Typography>
            {/* Following a record's link closes the panel. */}
            <List dense onClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}>
              {data.map((entry) => (
                <ListItem key={entry._id} disableGutters divider sx={{ alignItems: 'flex-start' }}>
                  <ListItemText
                    primary={
                      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                        <AuditActionChip action={entry.action} />
                        <span>
                          {`${translate(entityLabel(entry.entity))}: `}
                          <AuditRecordLink entry={entry} />
                        </span>
                      </Stack>
                    }
                    secondary={[formatUsDateTime(entry.at), changedFieldsText(entry, translate, 3)].filter(Boolean).join(' · ')}
                    slotProps={{ primary: { component: 'div' } }}
                  />
                </ListItem>
              ))}
            </List>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {translate('app.audit.quickPanel.empty')}
          </Typography>
        )}
        {canViewLog && (
          <Link component={LinkBase} to={auditLogPath} onClick={onClose} sx={{ display: 'inline-block', mt: 1 }}>
            {translate('app.audit.quickPanel.seeAll')}
          </Link>
        )}
      </Box>
    </SidePanel>
  );
};
