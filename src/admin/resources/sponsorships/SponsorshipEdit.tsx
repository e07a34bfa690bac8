import { Edit, SimpleForm, useParams } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { SponsorshipInputs, sponsorshipTransform } from './SponsorshipInputs';

/** /sponsorships/edit/:id */
export const SponsorshipEdit = () => {
  const { id } = useParams<{ id: string }>();
  return (
    <AccessGate resource="sponsorships" action="edit">
      <Edit
        resource="sponsorships"
        id={id}
        title="app.sponsorships.editTitle"
        redirect="/sponsorships"
        mutationMode="pessimistic"
        transform={sponsorshipTransform}
      >
        <SimpleForm toolbar={<RecordFormToolbar listPath="/sponsorships" />}>
          <SponsorshipInputs />
        </SimpleForm>
      </Edit>
    </AccessGate>
  );
};
