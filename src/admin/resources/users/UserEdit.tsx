import { SimpleForm, TopToolbar, useParams } from 'react-admin';
import { EditConflicts } from '../../common/EditConflicts';
import { EditScreen } from '../../common/EditScreen';
import { UserDeleteButton } from './UserDeleteButton';
import { UserEventHistory } from './UserEventHistory';
import { UserFormToolbar } from './UserFormToolbar';
import { UserInputs } from './UserInputs';
import { UserReadOnly } from './UserReadOnly';
import { userTransform } from './userTransform';

/** Free text: in a conflict, Both keeps both texts. */
const USER_TEXT_FIELDS = ['adminNote', 'biography', 'description'];

/**
 * 'Delete User' at the top, every section of the user, Cancel and Update. Without the edit
 * permission, the user read-only for those who may view users.
 */
export const UserEdit = () => {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <EditScreen
      backLabel="app.userEdit.backToList"
      titleKey="app.userEdit.editTitle"
      readOnly={<UserReadOnly />}
      transform={userTransform}
      actions={
        <TopToolbar>
          <UserDeleteButton />
        </TopToolbar>
      }
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<UserFormToolbar mode="edit" />}>
        <EditConflicts text={USER_TEXT_FIELDS} />
        <UserInputs mode="edit" />
        <UserEventHistory userId={id} />
      </SimpleForm>
    </EditScreen>
  );
};
