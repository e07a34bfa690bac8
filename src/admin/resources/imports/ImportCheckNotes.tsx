import { Alert, List, ListItem, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { headerKey } from '../../../shared/importMapping';
import type { ImportRecord, ImportSettings } from './importValues';
import { useImportVocabulary } from './useImportVocabulary';

/**
 * Beside the dry run's counts: the columns left out that hold data, so nothing is dropped unseen,
 * and the rows naming a company not on file, with what the choice made does to them.
 */
export const ImportCheckNotes = ({ record, settings }: { record: ImportRecord; settings: ImportSettings | null }) => {
  const translate = useTranslate();
  const vocabulary = useImportVocabulary(record.entity);
  const mapping = settings?.mapping ?? record.mapping;
  if (!mapping || !vocabulary) return null;
  const dropped = record.headers.flatMap((header, column) => {
    const count = record.filledCounts[column] ?? 0;
    return !mapping[column] && count > 0 && !vocabulary.readOnly.has(headerKey(header)) ? [{ header: header || `#${column + 1}`, count }] : [];
  });
  const unknown = record.status === 'checked' ? record.checkedNotes?.unknownCompanies : undefined;
  const choice = record.unknownCompany ?? 'refuse';
  if (!dropped.length && !unknown?.rows) return null;
  return (
    <Stack spacing={1}>
      {dropped.length > 0 && (
        <Alert severity="warning">
          {translate('app.imports.check.notImported')}
          <List dense disablePadding>
            {dropped.map(({ header, count }) => (
              <ListItem key={header} disableGutters>
                {translate('app.imports.check.notImportedColumn', { column: header, smart_count: count, count: count.toLocaleString() })}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      {unknown && unknown.rows > 0 && (
        <Alert severity={choice === 'refuse' ? 'warning' : 'info'}>
          {`${translate('app.imports.check.unknownCompanies', { smart_count: unknown.rows, count: unknown.rows.toLocaleString(), names: unknown.names.toLocaleString() })} ${translate(
            `app.imports.check.unknownCompany.${choice}`,
            { smart_count: unknown.names, count: unknown.names.toLocaleString() },
          )}`}
        </Alert>
      )}
    </Stack>
  );
};
