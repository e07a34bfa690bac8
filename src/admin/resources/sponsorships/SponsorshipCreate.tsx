import { Create, SimpleForm } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { useSaveSuccess } from '../../common/useSaveSuccess';
import { SponsorshipInputs, sponsorshipTransform } from './SponsorshipInputs';

/** /sponsorships/add */
export const SponsorshipCreate = () => {
  const onSuccess = useSaveSuccess('app.sponsorships.created', '/sponsorships');
  return (
    <AccessGate resource="sponsorships" action="create">
      <Create resource="sponsorships" title="app.sponsorships.createTitle" mutationOptions={{ onSuccess }} transform={sponsorshipTransform}>
        <SimpleForm warnWhenUnsavedChanges defaultValues={{ isActive: true }} toolbar={<RecordFormToolbar listPath="/sponsorships" />}>
          <SponsorshipInputs />
        </SimpleForm>
      </Create>
    </AccessGate>
  );
};
