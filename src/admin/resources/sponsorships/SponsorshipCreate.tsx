import { SimpleForm } from 'react-admin';
import { CreateScreen } from '../../common/CreateScreen';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { SponsorshipInputs, sponsorshipTransform } from './SponsorshipInputs';

export const SponsorshipCreate = () => (
  <CreateScreen title="app.sponsorships.createTitle" transform={sponsorshipTransform}>
    <SimpleForm warnWhenUnsavedChanges defaultValues={{ isActive: true }} toolbar={<RecordFormToolbar saveLabel="app.sponsorships.form.save" />}>
      <SponsorshipInputs />
    </SimpleForm>
  </CreateScreen>
);
