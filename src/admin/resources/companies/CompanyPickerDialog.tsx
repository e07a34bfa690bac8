import { PickerDialog } from '../../common/PickerDialog';
import { companyColumns } from './companyColumns';
import type { CompanyRecord } from './companyTransform';

export interface CompanyPickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen company; the dialog does not close itself. */
  onSelect: (company: CompanyRecord) => void;
  /** Companies already chosen: their Select button is disabled. */
  selectedIds?: string[];
  /** Lists active companies only (the API's isActive true filter). */
  activeOnly?: boolean;
}

/** 'Select Company': the company list in picker mode, with a Select button per row. */
export const CompanyPickerDialog = ({ open, onClose, onSelect, selectedIds, activeOnly = false }: CompanyPickerDialogProps) => (
  <PickerDialog<CompanyRecord>
    resource="companies"
    title="app.companies.picker.title"
    searchHint="app.companies.searchHint"
    open={open}
    onClose={onClose}
    onSelect={onSelect}
    selectedIds={selectedIds}
    filter={activeOnly ? { isActive: true } : undefined}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    {companyColumns()}
  </PickerDialog>
);
