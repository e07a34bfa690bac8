import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, ListBase, Pagination, useRecordContext, useTranslate } from 'react-admin';
import type { Location } from '../../../shared/companies';
import { ListSearch } from '../../common/ListSearch';
import { PickerDialog } from '../../common/PickerDialog';
import { LocationFormDialog } from './LocationFormDialog';
import { formatAddress, type LocationRecord } from './locationValues';

const LocationTypeField = () => {
  const record = useRecordContext<LocationRecord>();
  const translate = useTranslate();
  if (!record?.type) return null;
  return <>{translate(`app.locations.types.${record.type}`, { _: record.type })}</>;
};

const LocationAddressField = () => {
  const record = useRecordContext<LocationRecord>();
  return <>{formatAddress(record?.physicalAddress)}</>;
};

/** The columns of the location list (spec 001 §2), before Actions. */
const locationColumns = () => [
  <DataTable.Col key="name" source="name" label="app.locations.columns.name" />,
  <DataTable.Col key="nrdsId" source="nrdsId" label="app.locations.columns.nrdsId" />,
  <DataTable.Col key="type" source="type" label="app.locations.columns.type">
    <LocationTypeField />
  </DataTable.Col>,
  <DataTable.Col key="address" label="app.locations.columns.address" disableSort>
    <LocationAddressField />
  </DataTable.Col>,
];

const ViewDetailsButton = ({ onView }: { onView: (id: string) => void }) => {
  const record = useRecordContext<LocationRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Tooltip title={translate('app.list.view')}>
      <IconButton size="small" aria-label={translate('app.list.view')} onClick={() => onView(String(record.id))}>
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

export interface LocationListDialogProps {
  open: boolean;
  onClose: () => void;
  /** The company whose locations are listed; all locations when left out. */
  companyId?: string;
  /** i18n key of the title; 'Locations' by default. */
  title?: string;
  /** 'pick': a Select button per row; 'view': an eye icon that opens 'Location Details'. */
  mode: 'view' | 'pick';
  onSelect?: (location: Location) => void;
  /** Locations already chosen: their Select button is disabled. */
  selectedIds?: string[];
}

/**
 * The location list in a dialog (spec 001 §2): search and Reset, columns Location Name, Location
 * NRDS, Type, Address and Actions, pagination. Used by the company screens, from the company list's
 * Locations count and as the location picker of the company form.
 */
export const LocationListDialog = ({
  open,
  onClose,
  companyId,
  title = 'app.locations.listTitle',
  mode,
  onSelect,
  selectedIds,
}: LocationListDialogProps) => {
  const filter = companyId ? { companyId } : undefined;
  if (mode === 'pick') {
    return (
      <PickerDialog<LocationRecord>
        resource="locations"
        title={title}
        searchHint="app.locations.searchHint"
        open={open}
        onClose={onClose}
        onSelect={(location) => onSelect?.(location)}
        selectedIds={selectedIds}
        filter={filter}
      >
        {locationColumns()}
      </PickerDialog>
    );
  }
  return <LocationViewListDialog open={open} onClose={onClose} title={title} filter={filter} />;
};

const LocationViewListDialog = ({
  open,
  onClose,
  title,
  filter,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  filter?: Record<string, unknown>;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [viewId, setViewId] = useState<string | null>(null);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent dividers>
        {open && (
          <ListBase
            resource="locations"
            disableSyncWithLocation
            // As in PickerDialog: the dialog's search and page live here only; the server is the gate.
            disableAuthentication
            storeKey={false}
            filter={filter}
            perPage={10}
          >
            <ListSearch hint="app.locations.searchHint" />
            <DataTable
              rowClick={false}
              bulkActionButtons={false}
              empty={<Typography sx={{ p: 2 }}>{translate('app.common.noRecords')}</Typography>}
              sx={{ mt: 1 }}
            >
              {locationColumns()}
              <DataTable.Col label="app.list.actions" disableSort>
                <ViewDetailsButton onView={setViewId} />
              </DataTable.Col>
            </DataTable>
            <Pagination rowsPerPageOptions={[]} />
          </ListBase>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.locations.close')}</Button>
      </DialogActions>
      <LocationFormDialog open={viewId !== null} mode="view" locationId={viewId ?? undefined} onClose={() => setViewId(null)} />
    </Dialog>
  );
};
