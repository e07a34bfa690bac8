import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { diffWords } from 'diff';
import { useTranslate } from 'react-admin';
import type { AuditEntry, AuditFieldChange } from '../../../shared/audit';
import { VISUALLY_HIDDEN, VisuallyHidden } from '../../common/VisuallyHidden';
import { fieldLabel, formatValue, isRichText, plainText } from './auditValues';

/**
 * Removed and added words: struck through or underlined and bold, in the text's own colour (so the
 * contrast holds in both themes; never the colour alone), and named for screen readers.
 */
const REMOVED_SX = { textDecoration: 'line-through', color: 'text.secondary' } as const;
const ADDED_SX = { textDecoration: 'underline', fontWeight: 600 } as const;

/** A rich text's change as its words: what was removed struck through, what was added underlined. */
export const RichTextDiff = ({ before, after }: { before: string; after: string }) => {
  const translate = useTranslate();
  const parts = diffWords(isRichText(before) ? plainText(before) : before, isRichText(after) ? plainText(after) : after);
  return (
    <>
      {parts.map((part, index) =>
        part.removed ? (
          <Box component="del" key={index} sx={REMOVED_SX}>
            <VisuallyHidden>{translate('app.audit.change.removed')}</VisuallyHidden>
            {part.value}
          </Box>
        ) : part.added ? (
          <Box component="ins" key={index} sx={{ ...ADDED_SX, ml: parts[index - 1]?.removed ? 0.5 : 0 }}>
            <VisuallyHidden>{translate('app.audit.change.added')}</VisuallyHidden>
            {part.value}
          </Box>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </>
  );
};

const ChangeRow = ({ entity, change }: { entity: string; change: AuditFieldChange }) => {
  const translate = useTranslate();
  const label = fieldLabel(entity, change.field, translate);
  if (change.changed) {
    return (
      <TableRow>
        <TableCell component="th" scope="row">
          {label}
        </TableCell>
        <TableCell colSpan={2}>
          <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
            {translate('app.audit.change.secret')}
          </Typography>
        </TableCell>
      </TableRow>
    );
  }
  const rich = isRichText(change.old) || isRichText(change.new);
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{formatValue(entity, change, 'old', translate)}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {rich && change.old !== undefined && change.new !== undefined ? (
          <RichTextDiff before={String(change.old ?? '')} after={String(change.new ?? '')} />
        ) : (
          formatValue(entity, change, 'new', translate)
        )}
      </TableCell>
    </TableRow>
  );
};

/**
 * An entry's changes, field by field: the label the record's screens use, the value before and
 * after as those screens show it (a rich text's after-value marks the words removed and added).
 */
export const AuditChanges = ({ entry }: { entry: AuditEntry }) => {
  const translate = useTranslate();
  if (entry.changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.audit.change.none')}
      </Typography>
    );
  }
  return (
    <Table size="small" sx={{ tableLayout: 'fixed', '& th': { fontWeight: 600 }, '& td, & th': { verticalAlign: 'top' } }}>
      <Box component="caption" sx={VISUALLY_HIDDEN}>
        {translate('app.audit.change.caption', { id: entry._id })}
      </Box>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '30%' }}>{translate('app.audit.change.field')}</TableCell>
          <TableCell>{translate('app.audit.change.before')}</TableCell>
          <TableCell>{translate('app.audit.change.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entry.changes.map((change) => (
          <ChangeRow key={change.field} entity={entry.entity} change={change} />
        ))}
      </TableBody>
    </Table>
  );
};

/** An entry's changed fields by label, for a list cell or a line: 'Company, Status'. */
export function changedFieldsText(entry: AuditEntry, translate: ReturnType<typeof useTranslate>, max = 4): string {
  const labels = entry.changes.map((change) => fieldLabel(entry.entity, change.field, translate));
  if (labels.length <= max) return labels.join(', ');
  return `${labels.slice(0, max).join(', ')} ${translate('app.audit.change.more', { count: labels.length - max })}`;
}
