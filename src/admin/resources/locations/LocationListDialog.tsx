import { useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import type { Location } from '../../../shared/companies';
import { ListDialog } from '../../common/ListDialog';
import { PickerDialog } from '../../common/PickerDialog';
import { RowIconButton } from '../../common/RowIconButton';
import { LOCATION_EXPORT_COLUMNS } from './locationExportColumns';
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

/** The columns of the location list, before Actions. */
const locationColumns = () => [
  <DataTable.Col key="name" source="name" label="resources.locations.fields.locationName" />,
  <DataTable.Col key="nrdsId" source="nrdsId" label="resources.locations.fields.locationNrds" />,
  <DataTable.Col key="type" source="type">
    <LocationTypeField />
  </DataTable.Col>,
  <DataTable.Col key="address" label="resources.locations.fields.address" disableSort>
    <LocationAddressField />
  </DataTable.Col>,
];

const ViewDetailsButton = ({ onView }: { onView: (id: string) => void }) => {
  const record = useRecordContext<LocationRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <RowIconButton label={translate('app.list.view')} icon={<VisibilityIcon fontSize="small" />} onClick={() => onView(String(record.id))} />;
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
 * The location list in a dialog: from the company list's Locations count, and as the location
 * picker of the company form.
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
  const [viewId, setViewId] = useState<string | null>(null);
  return (
    <ListDialog
      resource="locations"
      title={title}
      open={open}
      onClose={onClose}
      filter={filter}
      searchHint="app.locations.searchHint"
      rowActions={<ViewDetailsButton onView={setViewId} />}
      exportColumns={LOCATION_EXPORT_COLUMNS}
      after={<LocationFormDialog open={viewId !== null} mode="view" locationId={viewId ?? undefined} onClose={() => setViewId(null)} />}
    >
      {locationColumns()}
    </ListDialog>
  );
};
