import { DataTable } from 'react-admin';
import type { Sponsorship } from '../../../shared/companies';
import { PickerDialog } from '../../common/PickerDialog';

export type SponsorshipRecord = Sponsorship & { id: string };

export interface SponsorshipPickerDialogProps {
  open: boolean;
  onClose: () => void;
  onSelect: (sponsorship: SponsorshipRecord) => void;
  /** Sponsorships already attached: their Select button is disabled. */
  selectedIds?: string[];
}

/** The sponsor picker of the company screen: active sponsorships in the list's order. */
export const SponsorshipPickerDialog = ({ open, onClose, onSelect, selectedIds }: SponsorshipPickerDialogProps) => (
  <PickerDialog<SponsorshipRecord>
    resource="sponsorships"
    title="app.sponsorships.picker.title"
    searchHint="app.sponsorships.searchHint"
    open={open}
    onClose={onClose}
    onSelect={onSelect}
    selectedIds={selectedIds}
    filter={{ isActive: true }}
    sort={{ field: 'position', order: 'ASC' }}
  >
    <DataTable.Col source="position" />
    <DataTable.Col source="name" />
  </PickerDialog>
);
