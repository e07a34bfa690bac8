import { useEffect, useId, useMemo, useState } from 'react';
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
import { useNotify, useStore, useTranslate } from 'react-admin';
import { IMPORT_MATCHES, UNKNOWN_COMPANY_CHOICES, type ImportMatch, type UnknownCompanyChoice } from '../../../shared/imports';
import { DATE_FORMAT_NAMES, DATE_FORMATS, detectDateFormat, headerKey, proposeMapping, type DateFormat } from '../../../shared/importMapping';
import { fieldLabelKey, fieldValues, importFieldsOf, importKeysOf, isDateField, proposeValueMaps, unreadCells, valueLabelKey, type ImportVocabulary } from './importFields';
import type { ImportRecord, ImportSettings } from './importValues';
import { matchingSavedMapping, SavedMappings, savedMappingsKey, settingsOfSaved, type SavedMapping } from './SavedMappings';
import { useImportVocabulary } from './useImportVocabulary';

/** A select whose empty choice ("Not imported", "Refuse the row") shows as itself. */
const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** The settings proposed for a new file: the columns by their headers, the values by their labels, the dates by their digits. */
function proposedSettings(record: ImportRecord, vocabulary: ImportVocabulary): ImportSettings {
  const fields = importFieldsOf(record.entity);
  const mapping = proposeMapping(record.headers, vocabulary.fields);
  const dateCells = mapping.flatMap((key, column) => (fields.some((f) => f.key === key && isDateField(f)) ? (record.columnValues[column] ?? []) : []));
  return {
    mapping,
    valueMaps: proposeValueMaps(vocabulary, record.entity, mapping, record.columnValues),
    match: 'both',
    dateFormat: detectDateFormat(dateCells),
    unknownCompany: 'refuse',
  };
}

/**
 * Step 1 of an import's page: the field each column of the file fills, readings for unknown cells
 * of choice columns, and what rows do to existing records. Plain MUI selects: the settings are sent
 * as the dry run's body, never saved as a record, so a react-admin form would add nothing.
 */
export const ImportColumns = ({ record, settings, onChange, disabled }: { record: ImportRecord; settings: ImportSettings | null; onChange: (settings: ImportSettings) => void; disabled: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const matchId = useId();
  const companyChoiceId = useId();
  const vocabulary = useImportVocabulary(record.entity);
  const [saved] = useStore<SavedMapping[]>(savedMappingsKey(record.entity), []);
  const [offered, setOffered] = useState('');

  // The first time: the last dry run's settings, else a saved mapping made for the same headers, else a proposal.
  useEffect(() => {
    if (settings) return;
    if (record.mapping) {
      return onChange({
        mapping: record.mapping,
        valueMaps: record.valueMaps ?? {},
        match: record.match ?? 'both',
        dateFormat: record.dateFormat ?? 'MDY',
        unknownCompany: record.unknownCompany ?? 'refuse',
      });
    }
    if (!vocabulary) return;
    const same = matchingSavedMapping(saved, record.headers);
    if (same) {
      setOffered(same.name);
      notify('app.imports.mapping.appliedSame', { type: 'info', messageArgs: { name: same.name } });
      return onChange(settingsOfSaved(same, record.headers));
    }
    onChange(proposedSettings(record, vocabulary));
  }, [settings, record, onChange, vocabulary, saved, notify]);

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
  const known = settings.mapping.filter((key, column) => key || vocabulary?.readOnly.has(headerKey(record.headers[column] ?? ''))).length;
  const hasDates = settings.mapping.some((key) => fields.some((f) => f.key === key && isDateField(f)));
  const hasCompany = record.entity === 'users' && settings.mapping.includes('company');

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{translate('app.imports.mapping.intro')}</Typography>
      <SavedMappings key={offered} entity={record.entity} headers={record.headers} settings={settings} onChange={onChange} disabled={disabled} offered={offered} />
      <Typography variant="body2" role="status">
        {translate('app.imports.mapping.proposed', { count: mapped, total: record.headers.length })}
        {known > mapped && ` ${translate('app.imports.mapping.readOnlyCount', { smart_count: known - mapped })}`}
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
                    helperText={!settings.mapping[column] && vocabulary?.readOnly.has(headerKey(header)) ? translate('app.imports.mapping.readOnly') : undefined}
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
                {(fieldValues(field) ?? []).map((value) => {
                  const labelKey = valueLabelKey(record.entity, field, value);
                  return (
                    <MenuItem key={value} value={value}>
                      {labelKey ? translate(labelKey, { _: value }) : value}
                    </MenuItem>
                  );
                })}
              </TextField>
            )),
          )}
        </Stack>
      )}

      {hasDates && (
        <TextField
          select
          size="small"
          sx={{ maxWidth: '24rem' }}
          label={translate('app.imports.mapping.dateFormat')}
          value={settings.dateFormat}
          onChange={(event) => onChange({ ...settings, dateFormat: event.target.value as DateFormat })}
          helperText={translate('app.imports.mapping.dateFormatHint')}
          disabled={disabled}
        >
          {DATE_FORMATS.map((format) => (
            <MenuItem key={format} value={format}>
              {DATE_FORMAT_NAMES[format]}
            </MenuItem>
          ))}
        </TextField>
      )}

      {hasCompany && (
        <FormControl component="fieldset" disabled={disabled}>
          <FormLabel component="legend" id={companyChoiceId}>
            {translate('app.imports.mapping.unknownCompany.label')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={companyChoiceId}
            value={settings.unknownCompany}
            onChange={(event) => onChange({ ...settings, unknownCompany: event.target.value as UnknownCompanyChoice })}
          >
            {UNKNOWN_COMPANY_CHOICES.map((choice) => (
              <FormControlLabel key={choice} value={choice} control={<Radio />} label={translate(`app.imports.mapping.unknownCompany.${choice}`)} />
            ))}
          </RadioGroup>
        </FormControl>
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
