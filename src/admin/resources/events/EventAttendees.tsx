import { useEffect, useState } from 'react';
import { Alert, Box, Button, Checkbox, Chip, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Confirm,
  DataTable,
  ListBase,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { groupedCheckInCode as groupedCode, type Attendee } from '../../../shared/events';
import { formatCents } from '../../../shared/payments';
import { errorMessage } from '../../common/errorMessage';
import { ListPagination } from '../../common/ListPagination';
import { ListSearch } from '../../common/ListSearch';
import { ListTable } from '../../common/ListTable';
import { useNotifyError } from '../../common/useNotifyError';
import { versionConflictOf } from '../../common/versionConflict';
import type { AppDataProvider } from '../../providers/dataProvider';
import { formatHours } from '../courses';
import { UserPickerDialog, type UserChoice } from '../users';
import { CreditHoursDialog } from './CreditHoursDialog';
import { EventPublicLinks } from './EventPublicLinks';
import { RecordPaymentDialog } from './RecordPaymentDialog';

/** What the attendees section needs of the event. */
export interface AttendeesEvent {
  id: string | number;
  name: string;
  courseCredit: number;
  capacity: number | null;
  priceCents: number;
  status: string;
  attendeeCount: number;
  attendedCount: number;
  rosterKey: string | null;
  sheetKey: string | null;
  hasKioskToken: boolean;
}

/** A row of the `eventAttendees` list (entry.tsx): its id is the user's; `updatedAt` its version. */
type AttendeeRecord = Attendee & { id: Identifier; updatedAt?: string };

interface Person {
  id: string;
  name: string;
}

const ATTENDEES_PER_PAGE = 10;
const BY_NAME = { field: 'name', order: 'ASC' } as const;
/** The API's largest page, used to gather every registered id for the picker. */
const ALL_IDS_PAGE = 100;
/** A failed page shows in the section (see below) rather than as a toast as well. */
const QUIET = { onError: () => undefined };
const AttendeeCol = DataTable.Col<AttendeeRecord>;
const CODE_SX = { fontFamily: 'monospace', whiteSpace: 'nowrap' } as const;
const ACTIONS_SX = { whiteSpace: 'nowrap' } as const;

const dayOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
};

/** Every registered user's id (the picker disables them), page by page. */
async function fetchRegisteredIds(dataProvider: AppDataProvider, eventId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += ALL_IDS_PAGE) {
    const body = await dataProvider.getAttendees(eventId, { offset, limit: ALL_IDS_PAGE, sortKey: 'name', sortOrder: 1 });
    ids.push(...body.attendees.map((attendee) => attendee.user._id));
    if (body.attendees.length < ALL_IDS_PAGE || ids.length >= body.total) return ids;
  }
}

/** The event's figures the list answer carries beside the page (`listMetaKeys`), else the event's own. */
function figuresOf(meta: unknown, event: AttendeesEvent): { capacity: number | null; attendedCount: number } {
  const figures = typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>) : {};
  return {
    capacity: typeof figures.capacity === 'number' || figures.capacity === null ? figures.capacity : event.capacity,
    attendedCount: typeof figures.attendedCount === 'number' ? figures.attendedCount : event.attendedCount,
  };
}

export interface EventAttendeesProps {
  event: AttendeesEvent;
  /** A user who may view the event but not edit it: the list only. */
  readOnly: boolean;
}

/**
 * The event's attendees: who registered and who attended, with the credit hours each earned.
 * Attendance ticks save at once; for a priced event, recording the payment is offered right after
 * registering. The list's search, sort and page stay in the section, never in the URL or the Store,
 * since the URL is the event's.
 */
export const EventAttendees = ({ event, readOnly }: EventAttendeesProps) => (
  <ListBase
    resource="eventAttendees"
    filter={{ eventId: String(event.id) }}
    sort={BY_NAME}
    perPage={ATTENDEES_PER_PAGE}
    disableSyncWithLocation
    disableAuthentication
    storeKey={false}
    queryOptions={QUIET}
  >
    <AttendeesSection event={event} readOnly={readOnly} />
  </ListBase>
);

const AttendeesSection = ({ event, readOnly }: EventAttendeesProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess: canRecordPayments } = useCanAccess({ resource: 'payments', action: 'create' });
  const { data, total, meta, error, filterValues, isPending, isFetching, isPlaceholderData, refetch } = useListContext<AttendeeRecord>();
  const eventId = String(event.id);

  const [registered, setRegistered] = useState(event.attendeeCount);
  const [attendedNow, setAttendedNow] = useState<Record<string, boolean>>({});
  const [picker, setPicker] = useState<{ ids: string[] } | null>(null);
  const [openingPicker, setOpeningPicker] = useState(false);
  const [offers, setOffers] = useState<Person[]>([]);
  const [paying, setPaying] = useState<Person | null>(null);
  const [editingHours, setEditingHours] = useState<AttendeeRecord | null>(null);
  const [removing, setRemoving] = useState<AttendeeRecord | null>(null);
  const [saving, setSaving] = useState(false);

  // The whole event's count comes from an unsearched page; a search keeps the last one.
  const searched = typeof filterValues.q === 'string' && filterValues.q !== '';
  useEffect(() => {
    if (total !== undefined && !isPending && !isPlaceholderData && !searched) setRegistered(total);
  }, [total, isPending, isPlaceholderData, searched]);
  // A fresh page shows the saved attendance, so the ticks waiting for it are dropped.
  useEffect(() => setAttendedNow({}), [data]);

  const { capacity, attendedCount } = figuresOf(meta, event);
  const priced = event.priceCents > 0;
  const reload = () => void refetch();

  const success = (message: string | undefined, fallback: string, args: Record<string, unknown> = {}) =>
    notify(message ?? fallback, { type: 'success', messageArgs: { ...args, _: message ?? translate(fallback, args) } });

  const openPicker = async () => {
    setOpeningPicker(true);
    try {
      setPicker({ ids: await fetchRegisteredIds(dataProvider, eventId) });
    } catch (failure) {
      notifyError(failure);
    } finally {
      setOpeningPicker(false);
    }
  };

  const register = async (user: UserChoice) => {
    const userId = String(user._id ?? user.id);
    try {
      const { message } = await dataProvider.registerAttendees(eventId, [userId]);
      success(message, 'app.events.attendees.registeredOne', { name: user.name });
      setPicker((current) => current && { ids: [...current.ids, userId] });
      if (priced && canRecordPayments) setOffers((current) => [...current.filter((offer) => offer.id !== userId), { id: userId, name: user.name }]);
      reload();
    } catch (failure) {
      notifyError(failure);
    }
  };

  const update = async (attendee: AttendeeRecord, body: { attended?: boolean; creditHours?: number | null }) => {
    const { message } = await dataProvider.updateAttendee(eventId, attendee.user._id, body, attendee.updatedAt);
    success(message, 'app.events.attendees.updated');
    reload();
  };

  /** The server's message; a row changed by someone else since it was shown is shown again as it is now. */
  const failed = (failure: unknown) => {
    notifyError(failure);
    if (versionConflictOf(failure)) reload();
  };

  const setAttended = async (attendee: AttendeeRecord, attended: boolean) => {
    setAttendedNow((current) => ({ ...current, [attendee.user._id]: attended }));
    try {
      await update(attendee, { attended });
    } catch (failure) {
      setAttendedNow(({ [attendee.user._id]: _undone, ...rest }) => rest);
      failed(failure);
    }
  };

  const resendCode = async (attendee: Attendee) => {
    try {
      const { message } = await dataProvider.resendCheckInCode(eventId, attendee.user._id);
      success(message, 'app.events.attendees.codeResent');
    } catch (failure) {
      notifyError(failure);
    }
  };

  const saveHours = async (hours: number | null) => {
    if (!editingHours) return;
    setSaving(true);
    try {
      await update(editingHours, { creditHours: hours });
      setEditingHours(null);
    } catch (failure) {
      failed(failure);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setSaving(true);
    try {
      const { message } = await dataProvider.removeAttendee(eventId, removing.user._id, removing.updatedAt);
      success(message, 'app.events.attendees.removed');
      const userId = removing.user._id;
      setOffers((current) => current.filter((offer) => offer.id !== userId));
      reload();
    } catch (failure) {
      failed(failure);
    } finally {
      setSaving(false);
      setRemoving(null);
    }
  };

  const full = capacity !== null && registered >= capacity;

  return (
    <Box>
      <EventPublicLinks
        event={{ id: eventId, rosterKey: event.rosterKey, sheetKey: event.sheetKey, hasKioskToken: event.hasKioskToken, status: event.status }}
        readOnly={readOnly}
      />

      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {capacity === null
            ? translate('app.events.attendees.registered', { smart_count: registered })
            : translate('app.events.attendees.registeredOf', { count: registered, smart_count: capacity })}
        </Typography>
        <Typography component="p" variant="subtitle1">
          {translate('app.events.attendees.attendedCount', { smart_count: attendedCount })}
        </Typography>
        {full && <Chip size="small" color="warning" label={translate('app.events.attendees.full')} />}
      </Stack>

      {offers.map((offer) => (
        <Alert
          key={offer.id}
          severity="info"
          sx={{ mb: 1 }}
          action={
            <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
              <Button color="inherit" size="small" onClick={() => setPaying(offer)}>
                {translate('app.events.attendees.recordPayment')}
              </Button>
              <IconButton
                color="inherit"
                size="small"
                aria-label={translate('app.events.attendees.dismissOffer', { name: offer.name })}
                onClick={() => setOffers((current) => current.filter((other) => other.id !== offer.id))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          }
        >
          {translate('app.events.attendees.paymentOffer', { name: offer.name, price: formatCents(event.priceCents) })}
        </Alert>
      ))}

      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between', mb: 1 }}>
        <ListSearch hint="app.events.attendees.searchHint" />
        {!readOnly && (
          <Button
            variant="contained"
            startIcon={openingPicker ? <CircularProgress size={16} color="inherit" aria-hidden /> : <PersonAddIcon />}
            onClick={openPicker}
            disabled={openingPicker}
          >
            {translate('app.events.attendees.register')}
          </Button>
        )}
      </Stack>

      {error && !data ? (
        <Alert severity="error">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>
      ) : (
        <>
          <ListTable<AttendeeRecord> aria-label={translate('app.events.attendees.tableLabel')} aria-busy={isFetching}>
            <AttendeeCol source="name" render={(attendee) => attendee.user.name} />
            <AttendeeCol source="email" disableSort render={(attendee) => attendee.user.email} />
            <AttendeeCol source="companyName" disableSort render={(attendee) => attendee.user.companyName ?? ''} />
            <AttendeeCol source="registeredAt" render={(attendee) => dayOf(attendee.registeredAt)} />
            <AttendeeCol
              source="attended"
              render={(attendee) => (
                <Checkbox
                  checked={attendedNow[attendee.user._id] ?? attendee.attended}
                  disabled={readOnly}
                  onChange={(changeEvent) => setAttended(attendee, changeEvent.target.checked)}
                  slotProps={{ input: { 'aria-label': translate('app.events.attendees.attendedNamed', { name: attendee.user.name }) } }}
                />
              )}
            />
            <AttendeeCol
              source="creditHours"
              disableSort
              render={(attendee) => (
                <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                  <span>{formatHours(attendee.creditHours)}</span>
                  {attendee.creditHoursOverride !== null && (
                    <Chip size="small" variant="outlined" label={translate('app.events.attendees.adjusted')} />
                  )}
                  {!readOnly && (
                    <Tooltip title={translate('app.events.attendees.changeHours', { name: attendee.user.name })}>
                      <IconButton
                        size="small"
                        aria-label={translate('app.events.attendees.changeHours', { name: attendee.user.name })}
                        onClick={() => setEditingHours(attendee)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Stack>
              )}
            />
            <AttendeeCol
              source="checkInCode"
              disableSort
              cellSx={() => CODE_SX}
              render={(attendee) => groupedCode(attendee.checkInCode)}
            />
            {!readOnly && (
              <AttendeeCol
                label="app.list.actions"
                disableSort
                cellSx={() => ACTIONS_SX}
                render={(attendee) => (
                  <>
                    <Tooltip title={translate('app.events.attendees.resendCode', { name: attendee.user.name })}>
                      <IconButton
                        size="small"
                        aria-label={translate('app.events.attendees.resendCode', { name: attendee.user.name })}
                        onClick={() => resendCode(attendee)}
                      >
                        <ForwardToInboxIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={translate('app.events.attendees.remove', { name: attendee.user.name })}>
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={translate('app.events.attendees.remove', { name: attendee.user.name })}
                        onClick={() => setRemoving(attendee)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </>
                )}
              />
            )}
          </ListTable>
          <ListPagination rowsPerPageOptions={[]} />
        </>
      )}

      {picker && (
        <UserPickerDialog
          open
          resource="members"
          title="app.events.attendees.pickerTitle"
          selectedIds={picker.ids}
          onSelect={register}
          onClose={() => setPicker(null)}
        />
      )}
      {editingHours && (
        <CreditHoursDialog
          attendee={editingHours}
          eventHours={event.courseCredit}
          saving={saving}
          onClose={() => setEditingHours(null)}
          onSave={saveHours}
        />
      )}
      {paying && (
        <RecordPaymentDialog
          event={{ id: eventId, name: event.name, priceCents: event.priceCents }}
          user={paying}
          onClose={() => setPaying(null)}
          onRecorded={() => {
            const paid = paying.id;
            setPaying(null);
            setOffers((current) => current.filter((offer) => offer.id !== paid));
          }}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        loading={saving}
        title="app.events.attendees.removeTitle"
        content={translate('app.events.attendees.removeConfirm', { name: removing?.user.name ?? '', event: event.name })}
        confirm="app.events.attendees.removeYes"
        cancel="app.common.cancel"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
};
