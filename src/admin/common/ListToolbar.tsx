import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ColumnsButton, LinkBase, useCanAccess, useTranslate } from 'react-admin';
import type { ExportableColumns } from './exportColumns';
import { ExportTableButton } from './ExportTableButton';
import { ListSearch } from './ListSearch';
import { useResourceName, useResourcePaths } from './resourceOptions';

export interface ListToolbarProps {
  /** The surrounding resource by default. */
  resource?: string;
  /** i18n key of the search hint. */
  searchHint: string;
  /** Where the add button goes: the resource's add page by default; shown only with the add permission. */
  addPath?: string;
  /** i18n key of the add button, e.g. 'Add Company'; none for a list nobody adds to (the Audit Log). */
  addLabel?: string;
  /** The DataTable's store key, for the columns chooser. */
  columnsStoreKey?: string;
  /** Buttons before the columns chooser, e.g. the Filters dropdown. */
  children?: ReactNode;
  /** Reset also puts the list back in the order it opens in (see ListSearch). */
  resetSort?: boolean;
  /** The list's exportable columns: 'Export Table' after the columns chooser writes the chosen ones. */
  exportColumns?: ExportableColumns;
}

/** The row above a list: search and Reset, then filters, columns, Export Table and Add. */
export const ListToolbar = ({ resource: resourceProp, searchHint, addPath: addPathProp, addLabel, columnsStoreKey, children, resetSort, exportColumns }: ListToolbarProps) => {
  const translate = useTranslate();
  const resource = useResourceName(resourceProp);
  const paths = useResourcePaths(resource);
  const addPath = addPathProp ?? paths.add;
  const { canAccess: canAdd } = useCanAccess({ resource, action: 'create' });
  return (
    <Stack
      direction="row"
      sx={{ width: '100%', gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between', py: 1 }}
    >
      <ListSearch hint={searchHint} resetSort={resetSort} />
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {children}
        <ColumnsButton storeKey={columnsStoreKey} />
        {exportColumns && <ExportTableButton columns={exportColumns} />}
        {canAdd && addPath && addLabel && (
          <Button component={LinkBase} to={addPath} variant="contained" startIcon={<AddIcon />}>
            {translate(addLabel)}
          </Button>
        )}
      </Stack>
    </Stack>
  );
};
