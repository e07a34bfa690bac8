import { useState } from 'react';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import UndoIcon from '@mui/icons-material/Undo';
import { LinkBase, useCreatePath, useTranslate } from 'react-admin';
import type { AuditEntry } from '../../../shared/audit';
import { formatUsDateTime } from '../../../shared/formats';
import { useModuleAccess } from '../../common/useModuleAccess';
import { AuditChanges } from './AuditChanges';
import { actionLabel, entityLabel, hasRecordScreen, revertKind } from './auditValues';
import { RevertDialog } from './RevertDialog';

/** The record an entry is about, linked to its screen while it exists there. */
export const AuditRecordLink = ({ entry }: { entry: AuditEntry }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const name = entry.recordLabel || translate('app.audit.change.empty');
  if (!hasRecordScreen(entry.entity) || entry.action === 'delete') return <>{name}</>;
  return (
    <Link component={LinkBase} to={createPath({ resource: entry.entity, id: entry.recordId, type: 'edit' })}>
      {name}
    </Link>
  );
};

/** 'Updated', coloured by what it did; the word always says it, never the colour alone. */
export const AuditActionChip = ({ action }: { action: string }) => {
  const translate = useTranslate();
  const color = action === 'delete' ? 'error' : action === 'create' || action === 'restore' ? 'success' : action === 'revert' ? 'warning' : 'default';
  return <Chip size="small" variant="outlined" color={color} label={translate(actionLabel(action))} />;
};

/** Revert (or Restore, for a deletion), for those who may revert, and its confirmation. */
export const RevertButton = ({ entry }: { entry: AuditEntry }) => {
  const translate = useTranslate();
  const { canAccess } = useModuleAccess('edit', 'audit');
  const [open, setOpen] = useState(false);
  const what = revertKind(entry);
  if (!canAccess) return null;
  if (!what.kind) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate('app.audit.revert.notRevertible', { reason: translate(what.reason) })}
      </Typography>
    );
  }
  const restoring = what.kind === 'restore';
  const label = translate(restoring ? 'app.audit.revert.restoreButton' : 'app.audit.revert.button');
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={restoring ? <RestoreIcon /> : <UndoIcon />}
        onClick={() => setOpen(true)}
        // 'Revert entry 42': the History tab shows several Revert buttons.
        aria-label={`${label} ${translate('app.audit.entry', { id: entry._id })}`}
      >
        {label}
      </Button>
      {open && <RevertDialog entry={entry} open onClose={() => setOpen(false)} />}
    </>
  );
};

/**
 * One entry as the History tab and the Audit Log's details show it: what was done, to which record
 * (`showRecord`), by whom, when and from where, then its changes field by field and Revert.
 */
export const AuditEntryCard = ({ entry, showRecord = false, headingLevel = 'h3' }: { entry: AuditEntry; showRecord?: boolean; headingLevel?: 'h2' | 'h3' }) => {
  const translate = useTranslate();
  return (
    <Box component="article" aria-labelledby={`audit-entry-${entry._id}`} sx={{ py: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <AuditActionChip action={entry.action} />
        <Typography id={`audit-entry-${entry._id}`} component={headingLevel} variant="subtitle2" sx={{ fontWeight: 600 }}>
          {showRecord ? (
            <>
              {`${translate(entityLabel(entry.entity))}: `}
              <AuditRecordLink entry={entry} />
              {' · '}
            </>
          ) : null}
          {formatUsDateTime(entry.at)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {entry.actorName || '—'}
          {entry.clientIp ? ` · ${translate('app.audit.fromAddress', { ip: entry.clientIp })}` : ''}
          {entry.reverts ? ` · ${translate('app.audit.reverts', { id: entry.reverts })}` : ''}
          {` · ${translate('app.audit.entry', { id: entry._id })}`}
        </Typography>
      </Stack>
      <AuditChanges entry={entry} />
      <Box sx={{ mt: 1 }}>
        <RevertButton entry={entry} />
      </Box>
    </Box>
  );
};
