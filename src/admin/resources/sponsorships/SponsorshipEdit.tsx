import { SimpleForm } from 'react-admin';
import { EditConflicts } from '../../common/EditConflicts';
import { EditScreen } from '../../common/EditScreen';
import { DeleteRecordButton } from '../../common/DeleteRecordButton';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { SponsorshipInputs, sponsorshipTransform } from './SponsorshipInputs';

/** The 'Delete Record' confirmation of the other screens; the server refuses a sponsorship companies still hold. */
const DELETE_LABELS = {
  button: 'app.sponsorships.delete',
  title: 'app.sponsorships.deleteTitle',
  confirm: 'app.sponsorships.deleteConfirm',
  done: 'app.sponsorships.deleted',
  yes: 'app.sponsorships.yes',
  no: 'app.sponsorships.no',
};

export const SponsorshipEdit = () => (
  <EditScreen backLabel="app.sponsorships.backToList" titleKey="app.sponsorships.editTitle" transform={sponsorshipTransform}>
    <SimpleForm warnWhenUnsavedChanges toolbar={<RecordFormToolbar saveLabel="app.sponsorships.form.update" deleteButton={<DeleteRecordButton labels={DELETE_LABELS} />} />}>
      <EditConflicts />
      <SponsorshipInputs />
    </SimpleForm>
  </EditScreen>
);
