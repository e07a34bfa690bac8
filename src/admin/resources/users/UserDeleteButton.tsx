import { useState } from 'react';
import { Box, Button, CircularProgress, DialogContentText, List, ListItem, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Confirm,
  useDataProvider,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { UserLinks } from '../../../shared/users';
import { useResourceName, useResourcePaths } from '../../common/resourceOptions';
import { useNotifyError } from '../../common/useNotifyError';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { UserRecord } from './userTransform';
import { useAccountLock } from './useUserFieldLocks';
import { useModuleAccess } from '../../common/useModuleAccess';

/** The links the confirmation names, with the catalogue key of each line. */
const LINK_LINES: [keyof UserLinks, string][] = [
  ['attendeeCount', 'app.userEdit.delete.attendees'],
  ['registrationCount', 'app.userEdit.delete.registrations'],
  ['asSupportMemberToOtherCount', 'app.userEdit.delete.supportLinks'],
  ['locationContactCount', 'app.userEdit.delete.locationContacts'],
];

const DeleteContent = ({ links }: { links: UserLinks }) => {
  const translate = useTranslate();
  const lines = LINK_LINES.filter(([key]) => links[key] > 0);
  return (
    <Box>
      <DialogContentText>{translate('app.userEdit.delete.confirm')}</DialogContentText>
      {lines.length > 0 && (
        <>
          <Typography sx={{ mt: 2 }}>{translate('app.userEdit.delete.linkedIntro')}</Typography>
          <List dense sx={{ listStyleType: 'disc', pl: 3 }}>
            {lines.map(([key, message]) => (
              <ListItem key={key} sx={{ display: 'list-item', py: 0 }}>
                {translate(message, { smart_count: links[key] })}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
};

/**
 * 'Delete User' at the top of Edit User: first asks the server what the user is still linked to
 * (attendances, support-staff links, location contacts), so that the confirmation can name them.
 */
export const UserDeleteButton = () => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const resource = useResourceName();
  const paths = useResourcePaths();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useModuleAccess('delete', resource);
  const [links, setLinks] = useState<UserLinks | null>(null);
  const [counting, setCounting] = useState(false);
  const [deleteOne, { isPending }] = useDelete<UserRecord>();
  const accountLock = useAccountLock(record);
  if (!record || !canAccess) return null;

  const ask = async () => {
    setCounting(true);
    try {
      setLinks(await dataProvider.countUserLinks(record.id));
    } catch (error) {
      notifyError(error);
    } finally {
      setCounting(false);
    }
  };

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setLinks(null);
          notify('app.userEdit.messages.deleted', { type: 'success' });
          redirect(paths.list);
        },
        onError: (error) => {
          setLinks(null);
          notifyError(error);
        },
      },
    );

  return (
    <>
      <Tooltip title={accountLock ? translate(accountLock) : ''}>
        {/* A disabled button gets no pointer events: the span carries the tooltip. */}
        <span>
          <Button
            color="error"
            variant="outlined"
            startIcon={counting ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DeleteIcon />}
            onClick={ask}
            disabled={counting || isPending || Boolean(accountLock)}
            aria-busy={counting}
            aria-description={accountLock ? translate(accountLock) : undefined}
          >
            {translate('app.userEdit.delete.button')}
          </Button>
        </span>
      </Tooltip>
      <Confirm
        isOpen={links !== null}
        loading={isPending}
        title="app.userEdit.delete.title"
        content={links ? <DeleteContent links={links} /> : null}
        confirm="app.userEdit.yes"
        cancel="app.userEdit.no"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setLinks(null)}
      />
    </>
  );
};
