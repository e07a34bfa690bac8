import { Create, SimpleForm, type Identifier } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { useResourcePaths } from '../../common/resourceOptions';
import { EventInputs } from './EventInputs';
import { EVENT_DEFAULT_VALUES, eventTransform } from './eventTransform';

/**
 * Once saved, the new event opens on its edit screen (at our path, not react-admin's), where its
 * attendees are registered and its public pages made.
 */
export const EventCreate = () => {
  const paths = useResourcePaths();
  const toRecord = (_resource?: string, id?: Identifier) => paths.record(String(id));
  return (
    <AccessGate action="create">
      <Create title="app.events.createTitle" redirect={toRecord} transform={eventTransform}>
        <SimpleForm warnWhenUnsavedChanges defaultValues={EVENT_DEFAULT_VALUES} toolbar={<RecordFormToolbar saveLabel="app.events.form.save" />}>
          <EventInputs />
        </SimpleForm>
      </Create>
    </AccessGate>
  );
};
