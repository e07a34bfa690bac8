import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AuditEntry } from '../../../shared/audit';
import { errorMessage } from '../../common/errorMessage';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldLabel, formatValue, revertKind } from './auditValues';

export interface RevertDialogProps {
  entry: AuditEntry;
  open: boolean;
  onClose: () => void;
}

/**
 * The confirmation of a revert, showing its result: each field as it reads and as it will read once
 * set back, or for a deletion the values the record comes back with. A refusal stays in the dialog
 * in the server's words, which name the newer change. Success refreshes every screen's data, so
 * the record, its history and the Audit Log show the revert at once.
 */
export const RevertDialog = ({ entry, open, onClose }: RevertDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const what = revertKind(entry);
  const fields = what.kind ? what.fields : [];
  const [chosen, setChosen] = useState(() => new Set(fields.map((change) => change.field)));
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!what.kind) return null;
  const restoring = what.kind === 'restore';

  const toggle = (field: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(field)) next.add(field);
      return next;
    });

  const confirm = async () => {
    setSaving(true);
    setRefusal(null);
    try {
      const all = chosen.size === fields.length;
      const { message } = await dataProvider.revertAuditEntry(entry._id, restoring || all ? undefined : [...chosen]);
      notify(message ?? 'app.audit.revert.button', { type: 'success', messageArgs: { _: message } });
      refresh();
      onClose();
    } catch (error) {
      setRefusal(translate(errorMessage(error), { _: errorMessage(error) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {restoring ? translate('app.audit.revert.restoreTitle') : translate('app.audit.revert.title', { id: entry._id })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {restoring ? translate('app.audit.revert.restoreIntro') : translate('app.audit.revert.intro')}
        </DialogContentText>
        <Table size="small" sx={{ tableLayout: 'fixed', '& td, & th': { verticalAlign: 'top', overflowWrap: 'anywhere' } }}>
          <TableHead>
            <TableRow>
              {!restoring && <TableCell padding="checkbox" aria-label={translate('app.audit.revert.button')} />}
              <TableCell sx={{ width: '30%' }}>{translate('app.audit.change.field')}</TableCell>
              {!restoring && <TableCell>{translate('app.audit.revert.now')}</TableCell>}
              <TableCell>{translate('app.audit.revert.willBe')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((change) => {
              const label = fieldLabel(entry.entity, change.field, translate);
              return (
                <TableRow key={change.field}>
                  {!restoring && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={chosen.has(change.field)}
                        onChange={() => toggle(change.field)}
                        slotProps={{ input: { 'aria-label': translate('app.audit.revert.field', { field: label }) } }}
                      />
                    </TableCell>
                  )}
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {label}
                  </TableCell>
                  {!restoring && <TableCell>{formatValue(entry.entity, change, 'new', translate)}</TableCell>}
                  <TableCell>
                    {change.changed ? translate('app.audit.change.secret') : formatValue(entry.entity, change, 'old', translate)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {!restoring && chosen.size === 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('app.audit.revert.noneChosen')}
          </Alert>
        )}
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('app.audit.revert.cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={saving || (!restoring && chosen.size === 0)}>
          {restoring ? translate('app.audit.revert.confirmRestore') : translate('app.audit.revert.confirm', { smart_count: chosen.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
