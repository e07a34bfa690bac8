import { Create, SimpleForm } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { SponsorshipInputs, sponsorshipTransform } from './SponsorshipInputs';

export const SponsorshipCreate = () => (
  <AccessGate action="create">
    <Create title="app.sponsorships.createTitle" redirect="list" transform={sponsorshipTransform}>
      <SimpleForm warnWhenUnsavedChanges defaultValues={{ isActive: true }} toolbar={<RecordFormToolbar />}>
        <SponsorshipInputs />
      </SimpleForm>
    </Create>
  </AccessGate>
);
