import { Box, Stack, Typography } from '@mui/material';
import { EditConflicts } from '../../common/EditConflicts';
import { EditScreen } from '../../common/EditScreen';
import { RecordContextProvider, SimpleForm, useGetOne, useParams, useTranslate } from 'react-admin';
import { PreviewButton } from '../previews';
import { PleaseWait } from '../../common/PleaseWait';
import { useResourceName } from '../../common/resourceOptions';
import { RoleAccessMatrix } from './RoleAccessMatrix';
import { RoleFormToolbar } from './RoleFormToolbar';
import { RoleHoldersCount } from './RoleHoldersCount';
import { RoleInputs } from './RoleInputs';
import { ROLE_CONFLICTS } from './roleConflicts';
import { fullAccess, roleTransform, type RoleRecord } from './roleTypes';

/** The form always shows the eight modules, whatever the API sent. */
const withFullAccess = (record: RoleRecord): RoleRecord => ({ ...record, access: fullAccess(record.access) });

/** The role read-only, for a user who may view roles but not edit them. */
const RoleReadOnly = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const resource = useResourceName();
  const { data, isPending } = useGetOne<RoleRecord>(resource, { id });
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
      <RecordContextProvider value={data}>
        <Box>
          <PreviewButton />
        </Box>
      </RecordContextProvider>
    </Stack>
  );
};

/** /user-management/roles/details/:id. Without the edit permission, the role read-only. */
export const RoleDetails = () => {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <EditScreen<RoleRecord>
      backLabel="app.roles.backToList"
      titleKey="app.roles.detailsTitle"
      readOnly={<RoleReadOnly id={id} />}
      transform={roleTransform}
      queryOptions={{ select: withFullAccess }}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<RoleFormToolbar mode="edit" />}>
        <EditConflicts {...ROLE_CONFLICTS} />
        <RoleHoldersCount roleId={id} />
        <RoleInputs />
      </SimpleForm>
    </EditScreen>
  );
};
