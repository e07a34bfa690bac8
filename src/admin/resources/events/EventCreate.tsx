import { Create, SimpleForm, type Identifier } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { editPathOf } from '../../common/resourceRoutes';
import { EventInputs } from './EventInputs';
import { EVENT_DEFAULT_VALUES, eventTransform } from './eventTransform';

/** The new event's edit screen, at our path (react-admin's own would be /events/:id). */
const toEventEdit = (_resource?: string, id?: Identifier) => editPathOf('events')(String(id));

/**
 * /events/add. Once saved, the new event opens on its edit screen, where its attendees are
 * registered and its public pages made.
 */
export const EventCreate = () => (
  <AccessGate resource="events" action="create">
    <Create resource="events" title="app.events.createTitle" redirect={toEventEdit} transform={eventTransform}>
      <SimpleForm warnWhenUnsavedChanges defaultValues={EVENT_DEFAULT_VALUES} toolbar={<RecordFormToolbar listPath="/events" saveLabel="app.events.form.save" />}>
        <EventInputs />
      </SimpleForm>
    </Create>
  </AccessGate>
);
