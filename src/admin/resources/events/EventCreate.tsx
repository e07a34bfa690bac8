import { Create, SimpleForm, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { EventInputs } from './EventInputs';
import { EVENT_DEFAULT_VALUES, eventTransform } from './eventTransform';

/**
 * /events/add. Once saved, the new event opens on its edit screen, where its attendees are
 * registered and its public pages made.
 */
export const EventCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (data: RaRecord) => {
    notify('app.events.created', { type: 'success' });
    redirect(`/events/edit/${data.id}`);
  };
  return (
    <AccessGate resource="events" action="create">
      <Create resource="events" title="app.events.createTitle" transform={eventTransform} mutationOptions={{ onSuccess }}>
        <SimpleForm warnWhenUnsavedChanges defaultValues={EVENT_DEFAULT_VALUES} toolbar={<RecordFormToolbar listPath="/events" saveLabel="app.events.form.save" />}>
          <EventInputs />
        </SimpleForm>
      </Create>
    </AccessGate>
  );
};
