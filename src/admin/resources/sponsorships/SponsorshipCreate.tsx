import { Create, SimpleForm } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { SponsorshipInputs, sponsorshipTransform } from './SponsorshipInputs';

export const SponsorshipCreate = () => (
  <AccessGate resource="sponsorships" action="create">
    <Create resource="sponsorships" title="app.sponsorships.createTitle" redirect="/sponsorships" transform={sponsorshipTransform}>
      <SimpleForm warnWhenUnsavedChanges defaultValues={{ isActive: true }} toolbar={<RecordFormToolbar listPath="/sponsorships" />}>
        <SponsorshipInputs />
      </SimpleForm>
    </Create>
  </AccessGate>
);
