import { SimpleForm } from 'react-admin';
import { CreateScreen } from '../../common/CreateScreen';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { EventInputs } from './EventInputs';
import { EVENT_DEFAULT_VALUES, eventTransform } from './eventTransform';

/**
 * Once saved, the new event opens on its edit screen (at our path, not react-admin's), where its
 * attendees are registered and its public pages made.
 */
export const EventCreate = () => (
  <CreateScreen title="app.events.createTitle" then="record" transform={eventTransform}>
    <SimpleForm warnWhenUnsavedChanges defaultValues={EVENT_DEFAULT_VALUES} toolbar={<RecordFormToolbar saveLabel="app.events.form.save" />}>
      <EventInputs />
    </SimpleForm>
  </CreateScreen>
);
