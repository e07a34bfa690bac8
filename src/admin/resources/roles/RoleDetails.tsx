import { Stack, Typography } from '@mui/material';
import { Edit, SimpleForm, useGetOne, useParams, useTranslate } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { RecordPageTitle } from '../../layout/PageTitle';
import { GUARDED_QUERY, RecordGuard } from '../../common/RecordGuard';
import { useSaveSuccess } from '../../common/useSaveSuccess';
import { ReadOnlyView } from '../../common/ReadOnlyView';
import { PleaseWait } from '../../common/PleaseWait';
import { RoleAccessMatrix } from './RoleAccessMatrix';
import { RoleFormToolbar } from './RoleFormToolbar';
import { RoleHoldersCount } from './RoleHoldersCount';
import { RoleInputs } from './RoleInputs';
import { ROLE_LIST_PATH } from './paths';
import { fullAccess, roleTransform, type RoleRecord } from './roleTypes';

/** The form always shows the eight modules, whatever the API sent. */
const withFullAccess = (record: RoleRecord): RoleRecord => ({ ...record, access: fullAccess(record.access) });

/** The role read-only, for a user who may view roles but not edit them. */
const RoleReadOnly = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { data, isPending } = useGetOne<RoleRecord>('roles', { id });
  if (isPending) return <PleaseWait />;
  if (!data) return null;
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="h6" component="h2">
        {data.name}
      </Typography>
      <Typography>
        {translate('resources.roles.fields.isActive')}: {translate(data.isActive ? 'app.status.active' : 'app.status.inactive')}
      </Typography>
      <RoleHoldersCount roleId={data.id} />
      <RoleAccessMatrix value={data.access} readOnly />
    </Stack>
  );
};

/**
 * /user-management/roles/details/:id: the role, how many users hold it, its access matrix, Save,
 * Cancel and Delete.
 * Without the edit permission: "You don't have access to Edit Role!" and the role read-only.
 */
export const RoleDetails = () => {
  const { id = '' } = useParams<{ id: string }>();
  const onSuccess = useSaveSuccess('app.roles.updated', ROLE_LIST_PATH);
  return (
    <RecordGuard resource="roles" id={id} listPath={ROLE_LIST_PATH} backLabel="app.roles.backToList">
      <AccessGate
        resource="roles"
        action="edit"
        denied={
          <ReadOnlyView resource="roles" backTo={ROLE_LIST_PATH} backLabel="app.roles.backToList">
            <RoleReadOnly id={id} />
          </ReadOnlyView>
        }
      >
        <Edit
          resource="roles"
          id={id}
          title="app.roles.detailsTitle"
          mutationMode="pessimistic"
          mutationOptions={{ onSuccess }}
          transform={roleTransform}
          queryOptions={{ ...GUARDED_QUERY, select: withFullAccess }}
          loading={<PleaseWait />}
          actions={false}
        >
          <SimpleForm toolbar={<RoleFormToolbar mode="edit" />}>
            <RecordPageTitle titleKey="app.roles.detailsTitle" />
            <RoleHoldersCount roleId={id} />
            <RoleInputs />
          </SimpleForm>
        </Edit>
      </AccessGate>
    </RecordGuard>
  );
};
