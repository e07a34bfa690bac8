import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  IconButton,
  InputAdornment,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SearchIcon from '@mui/icons-material/Search';
import { Confirm, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { groupedCheckInCode as groupedCode, type Attendee, type AttendeeSortKey } from '../../../shared/events';
import { formatCents } from '../../../shared/payments';
import { errorMessage } from '../../common/errorMessage';
import { useNotifyError } from '../../common/useNotifyError';
import type { AppDataProvider } from '../../providers/dataProvider';
import { formatHours } from '../courses/courseValues';
import { UserPickerDialog, type UserChoice } from '../users/UserPickerDialog';
import { CreditHoursDialog } from './CreditHoursDialog';
import { EventPublicLinks } from './EventPublicLinks';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { ATTENDEES_PER_PAGE, fetchRegisteredIds, useAttendees, type AttendeeQuery } from './useAttendees';

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

interface Person {
  id: string;
  name: string;
}

const dayOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
};

export interface EventAttendeesProps {
  event: AttendeesEvent;
  /** A user who may view the event but not edit it: the list only. */
  readOnly: boolean;
}

/**
 * The event's attendees: who registered and who attended, with the credit hours each earned.
 * Staff register people through the user picker, tick attendance (saved at once), adjust one
 * person's hours or remove them; for a priced event, recording the registration's payment is
 * offered right after registering. The public pages' links sit above the list.
 */
export const EventAttendees = ({ event, readOnly }: EventAttendeesProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess: canRecordPayments } = useCanAccess({ resource: 'payments', action: 'create' });
  const eventId = String(event.id);

  const [query, setQuery] = useState<AttendeeQuery>({ page: 1, search: '', sortKey: 'name', sortOrder: 1 });
  const [searchText, setSearchText] = useState('');
  const { data, error, isPending, reload } = useAttendees(eventId, query);
  const [registered, setRegistered] = useState(event.attendeeCount);
  const [attendedNow, setAttendedNow] = useState<Record<string, boolean>>({});
  const [picker, setPicker] = useState<{ ids: string[] } | null>(null);
  const [openingPicker, setOpeningPicker] = useState(false);
  const [offers, setOffers] = useState<Person[]>([]);
  const [paying, setPaying] = useState<Person | null>(null);
  const [editingHours, setEditingHours] = useState<Attendee | null>(null);
  const [removing, setRemoving] = useState<Attendee | null>(null);
  const [saving, setSaving] = useState(false);

  // The whole event's count comes from an unsearched page; a search keeps the last one.
  useEffect(() => {
    if (data && !isPending && query.search === '') setRegistered(data.total);
  }, [data, isPending, query.search]);
  // A fresh page shows the saved attendance; the ticks waiting for it are no longer needed.
  useEffect(() => setAttendedNow({}), [data]);

  const capacity = data ? data.capacity : event.capacity;
  const attendedCount = data ? data.attendedCount : event.attendedCount;
  const priced = event.priceCents > 0;

  const changeSort = (sortKey: AttendeeSortKey) =>
    setQuery((current) => ({
      ...current,
      page: 1,
      sortKey,
      sortOrder: current.sortKey === sortKey ? (current.sortOrder === 1 ? -1 : 1) : 1,
    }));
  const search = (formEvent?: FormEvent) => {
    formEvent?.preventDefault();
    setQuery((current) => ({ ...current, page: 1, search: searchText.trim() }));
  };
  const resetSearch = () => {
    setSearchText('');
    setQuery((current) => ({ ...current, page: 1, search: '' }));
  };

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

  const update = async (attendee: Attendee, body: { attended?: boolean; creditHours?: number | null }) => {
    const { message } = await dataProvider.updateAttendee(eventId, attendee.user._id, body);
    success(message, 'app.events.attendees.updated');
    reload();
  };

  const setAttended = async (attendee: Attendee, attended: boolean) => {
    setAttendedNow((current) => ({ ...current, [attendee.user._id]: attended }));
    try {
      await update(attendee, { attended });
    } catch (failure) {
      setAttendedNow(({ [attendee.user._id]: _undone, ...rest }) => rest);
      notifyError(failure);
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
      notifyError(failure);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setSaving(true);
    try {
      const { message } = await dataProvider.removeAttendee(eventId, removing.user._id);
      success(message, 'app.events.attendees.removed');
      const userId = removing.user._id;
      setOffers((current) => current.filter((offer) => offer.id !== userId));
      reload();
    } catch (failure) {
      notifyError(failure);
    } finally {
      setSaving(false);
      setRemoving(null);
    }
  };

  const sortHeader = (sortKey: AttendeeSortKey, label: string) => {
    const active = query.sortKey === sortKey;
    const direction = active && query.sortOrder === -1 ? 'desc' : 'asc';
    return (
      <TableCell sortDirection={active ? direction : false}>
        <TableSortLabel active={active} direction={direction} onClick={() => changeSort(sortKey)}>
          {label}
        </TableSortLabel>
      </TableCell>
    );
  };

  const rows = data?.attendees ?? [];
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
        <Stack component="form" role="search" onSubmit={search} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            label={translate('app.list.search')}
            placeholder={translate('app.events.attendees.searchHint')}
            value={searchText}
            onChange={(changeEvent) => setSearchText(changeEvent.target.value)}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton type="submit" edge="end" aria-label={translate('app.list.applySearch')}>
                      <SearchIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
            sx={{ minWidth: { xs: '100%', sm: 280 } }}
          />
          <Button onClick={resetSearch}>{translate('app.list.reset')}</Button>
        </Stack>
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

      {error !== undefined && !data ? (
        <Alert severity="error">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>
      ) : !data ? (
        <Typography role="status" sx={{ p: 2 }}>
          {translate('app.common.loading')}
        </Typography>
      ) : (
        <>
          <TableContainer sx={{ overflowX: 'auto' }} aria-busy={isPending}>
            <Table size="small" aria-label={translate('app.events.attendees.tableLabel')}>
              <TableHead>
                <TableRow>
                  {sortHeader('name', translate('app.events.attendees.name'))}
                  <TableCell>{translate('app.events.attendees.email')}</TableCell>
                  <TableCell>{translate('app.events.attendees.company')}</TableCell>
                  {sortHeader('registeredAt', translate('app.events.attendees.registeredAt'))}
                  {sortHeader('attended', translate('app.events.attendees.attended'))}
                  <TableCell>{translate('app.events.attendees.creditHours')}</TableCell>
                  <TableCell>{translate('app.events.attendees.checkInCode')}</TableCell>
                  {!readOnly && <TableCell>{translate('app.list.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={readOnly ? 7 : 8}>{translate('app.common.noRecords')}</TableCell>
                  </TableRow>
                )}
                {rows.map((attendee) => {
                  const name = attendee.user.name;
                  const attended = attendedNow[attendee.user._id] ?? attendee.attended;
                  return (
                    <TableRow key={attendee.user._id}>
                      <TableCell>{name}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{attendee.user.email}</TableCell>
                      <TableCell>{attendee.user.companyName ?? ''}</TableCell>
                      <TableCell>{dayOf(attendee.registeredAt)}</TableCell>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={attended}
                          disabled={readOnly}
                          onChange={(changeEvent) => setAttended(attendee, changeEvent.target.checked)}
                          slotProps={{ input: { 'aria-label': translate('app.events.attendees.attendedNamed', { name }) } }}
                        />
                      </TableCell>
                      <TableCell>
                        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                          <span>{formatHours(attendee.creditHours)}</span>
                          {attendee.creditHoursOverride !== null && (
                            <Chip size="small" variant="outlined" label={translate('app.events.attendees.adjusted')} />
                          )}
                          {!readOnly && (
                            <Tooltip title={translate('app.events.attendees.changeHours', { name })}>
                              <IconButton size="small" aria-label={translate('app.events.attendees.changeHours', { name })} onClick={() => setEditingHours(attendee)}>
                                <EditIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                          )}
                        </Stack>
                      </TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{groupedCode(attendee.checkInCode)}</TableCell>
                      {!readOnly && (
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          <Tooltip title={translate('app.events.attendees.resendCode', { name })}>
                            <IconButton size="small" aria-label={translate('app.events.attendees.resendCode', { name })} onClick={() => resendCode(attendee)}>
                              <ForwardToInboxIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                          <Tooltip title={translate('app.events.attendees.remove', { name })}>
                            <IconButton size="small" color="error" aria-label={translate('app.events.attendees.remove', { name })} onClick={() => setRemoving(attendee)}>
                              <DeleteIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        </TableCell>
                      )}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data.total}
            page={Math.max(0, Math.min(query.page - 1, Math.ceil(data.total / ATTENDEES_PER_PAGE) - 1))}
            rowsPerPage={ATTENDEES_PER_PAGE}
            rowsPerPageOptions={[]}
            onPageChange={(_event, page) => setQuery((current) => ({ ...current, page: page + 1 }))}
            labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
            getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
          />
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
