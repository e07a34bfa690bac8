import { useEffect, useId, useMemo } from 'react';
import {
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMPORT_MATCHES, type ImportMatch } from '../../../shared/imports';
import { choiceValue, proposeMapping } from '../../../shared/importMapping';
import { fieldLabelKey, fieldValues, importFieldsOf, importKeysOf, namedImportFields, type EntityImportField } from './importFields';
import type { ImportRecord, ImportSettings } from './importValues';
import { SavedMappings } from './SavedMappings';


/** A select whose empty choice ("Not imported", "Refuse the row") shows as itself. */
const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/**
 * The cells of a mapped choice, list or status column that are not one of its field's values (nor
 * a label the import reads), which the person may map to a value.
 */
function unreadCells(field: EntityImportField, cells: readonly string[]): string[] {
  const values = fieldValues(field);
  if (!values) return [];
  const labels = 'labels' in field ? field.labels : undefined;
  const parts = field.kind === 'list' ? cells.flatMap((cell) => cell.split(';').map((part) => part.trim()).filter(Boolean)) : cells;
  return [...new Set(parts)].filter((cell) => choiceValue(cell, values, labels) === undefined);
}

/**
 * Step 1 of an import's page: the field each column of the file fills, readings for unknown cells
 * of choice columns, and what rows do to existing records. Plain MUI selects: the settings are sent
 * as the dry run's body, never saved as a record, so a react-admin form would add nothing.
 */
export const ImportColumns = ({ record, settings, onChange, disabled }: { record: ImportRecord; settings: ImportSettings | null; onChange: (settings: ImportSettings) => void; disabled: boolean }) => {
  const translate = useTranslate();
  const matchId = useId();

  // The first time, the columns are matched by their headers (or the last dry run's mapping is kept).
  useEffect(() => {
    if (settings) return;
    if (record.mapping) return onChange({ mapping: record.mapping, valueMaps: record.valueMaps ?? {}, match: record.match ?? 'both' });
    let current = true;
    void namedImportFields(record.entity).then((fields) => {
      if (current) onChange({ mapping: proposeMapping(record.headers, fields), valueMaps: {}, match: 'both' });
    });
    return () => {
      current = false;
    };
  }, [settings, record, onChange]);

  const fields = importFieldsOf(record.entity);
  const unread = useMemo(
    () =>
      (settings?.mapping ?? []).flatMap((key, column) => {
        const field = fields.find((f) => f.key === key);
        const cells = field ? unreadCells(field, record.columnValues[column] ?? []) : [];
        return field && cells.length ? [{ field, cells }] : [];
      }),
    [settings, record.columnValues, fields],
  );
  if (!settings) return <Typography role="status">{translate('app.common.loading')}</Typography>;

  const setField = (column: number, key: string) => onChange({ ...settings, mapping: settings.mapping.map((k, i) => (i === column ? key || null : k)) });
  const setValue = (key: string, cell: string, value: string) => {
    const map = { ...(settings.valueMaps[key] ?? {}) };
    if (value) map[cell] = value;
    else delete map[cell];
    onChange({ ...settings, valueMaps: { ...settings.valueMaps, [key]: map } });
  };
  const mapped = settings.mapping.filter(Boolean).length;

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{translate('app.imports.mapping.intro')}</Typography>
      <SavedMappings entity={record.entity} headers={record.headers} settings={settings} onChange={onChange} disabled={disabled} />
      <Typography variant="body2" role="status">
        {translate('app.imports.mapping.proposed', { count: mapped, total: record.headers.length })}
      </Typography>
      {!importKeysOf(record.entity).some((key) => settings.mapping.includes(key)) && (
        <Typography variant="body2" color="error">
          {translate(`app.imports.mapping.keyNeeded.${record.entity}`)}
        </Typography>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.imports.mapping.column')}</TableCell>
              <TableCell>{translate('app.imports.mapping.samples')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.headers.map((header, column) => (
              <TableRow key={column}>
                <TableCell sx={{ minWidth: '16rem' }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={header || `#${column + 1}`}
                    value={settings.mapping[column] ?? ''}
                    slotProps={SHOW_EMPTY}
                    onChange={(event) => setField(column, event.target.value)}
                    disabled={disabled}
                  >
                    <MenuItem value="">
                      <em>{translate('app.imports.mapping.none')}</em>
                    </MenuItem>
                    {fields.map((field) => (
                      <MenuItem key={field.key} value={field.key} disabled={settings.mapping.includes(field.key) && settings.mapping[column] !== field.key}>
                        {translate(fieldLabelKey(record.entity, field))}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {record.samples
                    .map((row) => row[column] ?? '')
                    .filter(Boolean)
                    .slice(0, 3)
                    .join(' · ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>

      {unread.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3">
            {translate('app.imports.mapping.valueMaps')}
          </Typography>
          <Typography variant="body2">{translate('app.imports.mapping.valueMapsIntro')}</Typography>
          {unread.map(({ field, cells }) =>
            cells.map((cell) => (
              <TextField
                key={`${field.key}:${cell}`}
                select
                size="small"
                sx={{ maxWidth: '32rem' }}
                label={translate('app.imports.mapping.valueOf', { value: cell, field: translate(fieldLabelKey(record.entity, field)) })}
                value={settings.valueMaps[field.key]?.[cell] ?? ''}
                slotProps={SHOW_EMPTY}
                onChange={(event) => setValue(field.key, cell, event.target.value)}
                disabled={disabled}
              >
                <MenuItem value="">
                  <em>{translate('app.imports.mapping.keepRefused')}</em>
                </MenuItem>
                {(fieldValues(field) ?? []).map((value) => (
                  <MenuItem key={value} value={value}>
                    {value}
                  </MenuItem>
                ))}
              </TextField>
            )),
          )}
        </Stack>
      )}

      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend" id={matchId}>
          {translate(`app.imports.mapping.matches.${record.entity}.label`)}
        </FormLabel>
        <RadioGroup aria-labelledby={matchId} value={settings.match} onChange={(event) => onChange({ ...settings, match: event.target.value as ImportMatch })}>
          {IMPORT_MATCHES.map((match) => (
            <FormControlLabel key={match} value={match} control={<Radio />} label={translate(`app.imports.mapping.matches.${record.entity}.${match}`)} />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
};
