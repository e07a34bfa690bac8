import { useState } from 'react';
import { Button, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import SaveIcon from '@mui/icons-material/BookmarkAdd';
import { useNotify, useStore, useTranslate } from 'react-admin';
import type { ImportEntity, ImportMatch, ImportValueMaps, UnknownCompanyChoice } from '../../../shared/imports';
import { headerKey, type DateFormat } from '../../../shared/importMapping';
import type { ImportSettings } from './importValues';

/**
 * A column mapping kept for the next files, like a saved query. Kept in the Store under a key the
 * preferences store keeps on the server (providers/preferencesStore.ts), so it follows the user to
 * another browser.
 */
export interface SavedMapping {
  name: string;
  fields: Record<string, string | null>;
  valueMaps: ImportValueMaps;
  match: ImportMatch;
  dateFormat?: DateFormat;
  unknownCompany?: UnknownCompanyChoice;
}

export const savedMappingsKey = (entity: ImportEntity) => `imports.${entity}.savedMappings`;

/** The saved mapping made for a file with exactly these headers (the newest first), offered before any guess. */
export function matchingSavedMapping(saved: readonly SavedMapping[], headers: readonly string[]): SavedMapping | undefined {
  const keys = headers.map(headerKey);
  return saved.find((m) => Object.keys(m.fields).length === new Set(keys).size && keys.every((key) => Object.hasOwn(m.fields, key)));
}

export const settingsOfSaved = (mapping: SavedMapping, headers: readonly string[]): ImportSettings => ({
  mapping: headers.map((header) => mapping.fields[headerKey(header)] ?? null),
  valueMaps: mapping.valueMaps,
  match: mapping.match,
  dateFormat: mapping.dateFormat ?? 'MDY',
  unknownCompany: mapping.unknownCompany ?? 'refuse',
});

const NAME_MAX = 60;
const KEPT = 20;

export const SavedMappings = ({
  entity,
  headers,
  settings,
  onChange,
  disabled,
  offered = '',
}: {
  entity: ImportEntity;
  headers: readonly string[];
  settings: ImportSettings;
  onChange: (settings: ImportSettings) => void;
  disabled: boolean;
  /** The saved mapping applied already because it was made for these headers. */
  offered?: string;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [saved, setSaved] = useStore<SavedMapping[]>(savedMappingsKey(entity), []);
  const [chosen, setChosen] = useState(offered);
  const [name, setName] = useState('');

  const apply = (mappingName: string) => {
    setChosen(mappingName);
    const mapping = saved.find((m) => m.name === mappingName);
    if (!mapping) return;
    onChange(settingsOfSaved(mapping, headers));
    notify('app.imports.mapping.applied', { type: 'info', messageArgs: { name: mappingName } });
  };
  const save = () => {
    const trimmed = name.trim().slice(0, NAME_MAX);
    if (!trimmed) return;
    const fields = Object.fromEntries(headers.map((header, column) => [headerKey(header), settings.mapping[column] ?? null]));
    const next: SavedMapping = { name: trimmed, fields, valueMaps: settings.valueMaps, match: settings.match, dateFormat: settings.dateFormat, unknownCompany: settings.unknownCompany };
    setSaved([next, ...saved.filter((m) => m.name !== trimmed)].slice(0, KEPT));
    setChosen(trimmed);
    setName('');
    notify('app.imports.mapping.savedDone', { type: 'info', messageArgs: { name: trimmed } });
  };
  const remove = () => {
    setSaved(saved.filter((m) => m.name !== chosen));
    setChosen('');
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
      {saved.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            sx={{ minWidth: '14rem' }}
            label={translate('app.imports.mapping.useSaved')}
            value={chosen}
            onChange={(event) => apply(event.target.value)}
            disabled={disabled}
          >
            {saved.map((m) => (
              <MenuItem key={m.name} value={m.name}>
                {m.name}
              </MenuItem>
            ))}
          </TextField>
          {chosen && (
            <IconButton aria-label={translate('app.imports.mapping.deleteSaved', { name: chosen })} onClick={remove} disabled={disabled}>
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label={translate('app.imports.mapping.saveName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
          disabled={disabled}
        />
        <Button startIcon={<SaveIcon />} onClick={save} disabled={disabled || !name.trim()}>
          {translate('app.imports.mapping.save')}
        </Button>
      </Stack>
    </Stack>
  );
};
