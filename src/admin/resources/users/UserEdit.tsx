import { Edit, SimpleForm, TopToolbar, useNotify, useParams, useRedirect } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { RecordPageTitle } from '../../layout/PageTitle';
import { GUARDED_QUERY, RecordGuard } from '../../common/RecordGuard';
import { PleaseWait } from '../../common/PleaseWait';
import { ReadOnlyView } from '../../common/ReadOnlyView';
import { USER_LIST_PATH } from './paths';
import { UserDeleteButton } from './UserDeleteButton';
import { UserEventHistory } from './UserEventHistory';
import { UserFormToolbar } from './UserFormToolbar';
import { UserInputs } from './UserInputs';
import { UserReadOnly } from './UserReadOnly';
import { userTransform } from './userTransform';

/**
 * /user-management/users/edit/:id (spec 000 §2 'Edit User'): 'Delete User' at the top, every
 * section of the user, Cancel and Update; Update saves, toasts and goes back to the user list, and
 * a refusal shows the server's message and stays. Without the edit permission: "You don't have
 * access to Edit User!" and the user read-only for those who may view users.
 */
export const UserEdit = () => {
  const { id = '' } = useParams<{ id: string }>();
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = () => {
    notify('app.userEdit.messages.updated', { type: 'success' });
    redirect(USER_LIST_PATH);
  };
  return (
    <RecordGuard resource="users" id={id} listPath={USER_LIST_PATH} backLabel="app.userEdit.backToList">
      <AccessGate
        resource="users"
        action="edit"
        denied={
          <ReadOnlyView resource="users" backTo={USER_LIST_PATH} backLabel="app.userEdit.backToList">
            <UserReadOnly userId={id} />
          </ReadOnlyView>
        }
      >
        <Edit
          queryOptions={GUARDED_QUERY}
          resource="users"
          id={id}
          title="app.userEdit.editTitle"
          redirect={USER_LIST_PATH}
          // The users resource has no list route of its own: a missing user goes back to the user list.
          redirectOnError={USER_LIST_PATH}
          mutationMode="pessimistic"
          mutationOptions={{ onSuccess }}
          transform={userTransform}
          loading={<PleaseWait />}
          actions={
            <TopToolbar>
              <UserDeleteButton />
            </TopToolbar>
          }
        >
          <SimpleForm toolbar={<UserFormToolbar mode="edit" />}>
            <RecordPageTitle titleKey="app.userEdit.editTitle" />
            <UserInputs mode="edit" />
            <UserEventHistory userId={id} />
          </SimpleForm>
        </Edit>
      </AccessGate>
    </RecordGuard>
  );
};
