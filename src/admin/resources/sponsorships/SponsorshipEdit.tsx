import { SimpleForm, useParams } from 'react-admin';
import { EditScreen } from '../../common/EditScreen';
import { DeleteRecordButton } from '../../common/DeleteRecordButton';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { useSaveSuccess } from '../../common/useSaveSuccess';
import { SponsorshipInputs, sponsorshipTransform } from './SponsorshipInputs';

/** The 'Delete Record' confirmation of the spec's other screens; a sponsorship companies still hold is refused with the server's message. */
const DELETE_LABELS = {
  button: 'app.roles.delete',
  title: 'app.sponsorships.deleteTitle',
  confirm: 'app.sponsorships.deleteConfirm',
  done: 'app.sponsorships.deleted',
  yes: 'app.roles.yes',
  no: 'app.roles.no',
};

/** /sponsorships/edit/:id: Update, Cancel, and Delete (asks first). */
export const SponsorshipEdit = () => {
  const { id = '' } = useParams<{ id: string }>();
  const onSuccess = useSaveSuccess('app.sponsorships.updated', '/sponsorships');
  return (
    <EditScreen
      resource="sponsorships"
      id={id}
      listPath="/sponsorships"
      backLabel="app.sponsorships.backToList"
      titleKey="app.sponsorships.editTitle"
      mutationOptions={{ onSuccess }}
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
        <SponsorshipInputs />
      </SimpleForm>
    </EditScreen>
  );
};
