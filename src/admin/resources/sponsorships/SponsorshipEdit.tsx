import { Edit, SimpleForm, useParams } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { RecordPageTitle } from '../../layout/PageTitle';
import { GUARDED_QUERY, RecordGuard } from '../../common/RecordGuard';
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
    <RecordGuard resource="sponsorships" id={id} listPath="/sponsorships" backLabel="app.sponsorships.backToList">
      <AccessGate resource="sponsorships" action="edit">
        <Edit
          queryOptions={GUARDED_QUERY}
          resource="sponsorships"
          id={id}
          title="app.sponsorships.editTitle"
          mutationMode="pessimistic"
          mutationOptions={{ onSuccess }}
          transform={sponsorshipTransform}
        >
          <SimpleForm
            toolbar={
              <RecordFormToolbar
                listPath="/sponsorships"
                deleteButton={<DeleteRecordButton resource="sponsorships" listPath="/sponsorships" labels={DELETE_LABELS} />}
              />
            }
          >
            <RecordPageTitle titleKey="app.sponsorships.editTitle" />
            <SponsorshipInputs />
          </SimpleForm>
        </Edit>
      </AccessGate>
    </RecordGuard>
  );
};
