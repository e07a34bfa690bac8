import { SimpleForm, useParams } from 'react-admin';
import { EditConflicts } from '../../common/EditConflicts';
import { EditScreen } from '../../common/EditScreen';
import { DeleteRecordButton } from '../../common/DeleteRecordButton';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { SponsorshipInputs, sponsorshipTransform } from './SponsorshipInputs';

/** The 'Delete Record' confirmation of the other screens; the server refuses a sponsorship companies still hold. */
const DELETE_LABELS = {
  button: 'app.roles.delete',
  title: 'app.sponsorships.deleteTitle',
  confirm: 'app.sponsorships.deleteConfirm',
  done: 'app.sponsorships.deleted',
  yes: 'app.roles.yes',
  no: 'app.roles.no',
};

export const SponsorshipEdit = () => {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <EditScreen
      resource="sponsorships"
      id={id}
      listPath="/sponsorships"
      backLabel="app.sponsorships.backToList"
      titleKey="app.sponsorships.editTitle"
      redirect="/sponsorships"
      transform={sponsorshipTransform}
    >
      <SimpleForm
        warnWhenUnsavedChanges
        toolbar={
          <RecordFormToolbar
            listPath="/sponsorships"
            deleteButton={<DeleteRecordButton resource="sponsorships" listPath="/sponsorships" labels={DELETE_LABELS} />}
          />
        }
      >
        <EditConflicts />
        <SponsorshipInputs />
      </SimpleForm>
    </EditScreen>
  );
};
