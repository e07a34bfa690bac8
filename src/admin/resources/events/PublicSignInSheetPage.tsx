import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Container,
  Divider,
  InputAdornment,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SearchIcon from '@mui/icons-material/Search';
import { useSearchParams } from 'react-router-dom';
import { useParams, useTranslate } from 'react-admin';
import { CheckInBody, type SignInSheetAttendee } from '../../../shared/events';
import { PleaseWait } from '../../common/PleaseWait';
import { checkIn, fetchSignInSheet, kioskStorageKey, type SignInSheetAnswer } from './publicApi';
import { PublicEventHeader } from './PublicEventHeader';
import { usePublicPage } from './usePublicPage';

/** Case and accents aside: 'Zoë' is found by 'zoe'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * /events/signinsheet/:key, without sign-in, made for a phone at the door. An attendee checks in
 * with the code from their registration mail; on the staff kiosk (a browser holding the event's
 * kiosk token) the names are listed and a tap checks a person in.
 */
export const PublicSignInSheetPage = () => {
  const { key = '' } = useParams<{ key: string }>();
  const [searchParams] = useSearchParams();
  const translate = useTranslate();
  const codeHelpId = useId();
  const kioskToken = localStorage.getItem(kioskStorageKey(key));
  const load = useCallback((sheetKey: string, signal: AbortSignal) => fetchSignInSheet(sheetKey, signal, kioskToken), [kioskToken]);
  const { data, error, setData } = usePublicPage(key, load);
  const [search, setSearch] = useState('');
  const [code, setCode] = useState(searchParams.get('code') ?? '');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (data) document.title = translate('app.events.public.signInTitle', { name: data.event.name });
  }, [data, translate]);

  const shown = useMemo(() => {
    const words = fold(search.trim());
    const people = [...(data?.attendees ?? [])].sort(byName);
    return words ? people.filter((person) => fold(person.name).includes(words)) : people;
  }, [data, search]);

  const send = async (body: CheckInBody, sendingKey: string): Promise<boolean> => {
    if (!data) return false;
    setSending(sendingKey);
    setNotice(null);
    setFailure(null);
    try {
      const { body: answer, message } = await checkIn(key, body, data.kiosk ? kioskToken : null);
      const ref = answer.attendee?.ref ?? ('ref' in body ? body.ref : undefined);
      const next: SignInSheetAnswer = {
        ...data,
        attendees: data.attendees.map((person: SignInSheetAttendee) => (person.ref === ref ? { ...person, attended: true } : person)),
      };
      setData(next);
      setNotice(message ?? translate('app.events.public.checkedInDone'));
      return true;
    } catch (refusal) {
      const text = refusal instanceof Error && refusal.message ? refusal.message : 'app.common.somethingWrong';
      setFailure(translate(text, { _: text }));
      return false;
    } finally {
      setSending(null);
    }
  };

  const checkInByCode = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CheckInBody.safeParse({ code: code.trim() });
    if (!parsed.success) {
      setCodeError(translate('app.events.public.codeInvalid'));
      return;
    }
    setCodeError(null);
    if (await send(parsed.data, 'code')) setCode('');
  };

  if (error) {
    return (
      <Container maxWidth="sm" component="main" sx={{ py: 3 }}>
        <Alert severity="error" role="alert">
          {translate(error, { _: error })}
        </Alert>
      </Container>
    );
  }
  if (!data) return <PleaseWait />;

  const open = data.checkInOpen;
  return (
    <Container maxWidth="sm" component="main" sx={{ py: 3 }}>
      <PublicEventHeader event={data.event} />
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('app.events.public.signInHeading')}
      </Typography>
      {!open && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.events.public.closed')}
        </Alert>
      )}

      {/* Announced as they change: the thank-you, and a refusal. */}
      <Box role="status" aria-live="polite" sx={{ mb: notice ? 2 : 0 }}>
        {notice && (
          <Alert severity="success" role="none">
            {notice}
          </Alert>
        )}
      </Box>
      <Box role="alert" sx={{ mb: failure ? 2 : 0 }}>
        {failure && (
          <Alert severity="error" role="none">
            {failure}
          </Alert>
        )}
      </Box>

      <Box component="form" noValidate onSubmit={checkInByCode} aria-labelledby={`${codeHelpId}-title`}>
        <Typography id={`${codeHelpId}-title`} component="h2" variant="h6">
          {translate('app.events.public.codeHeading')}
        </Typography>
        <Typography id={codeHelpId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate('app.events.public.codeHelp')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
          <TextField
            fullWidth
            label={translate('app.events.public.code')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={codeError !== null}
            helperText={codeError ?? ' '}
            autoComplete="one-time-code"
            disabled={!open}
            slotProps={{ htmlInput: { 'aria-describedby': codeHelpId, autoCapitalize: 'characters', spellCheck: false, maxLength: 40 } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={!open || sending !== null} sx={{ flexShrink: 0, minHeight: 56 }}>
            {translate('app.events.public.checkIn')}
          </Button>
        </Stack>
      </Box>

      {data.kiosk && (
        <>
          <Divider sx={{ my: 3 }} />
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {translate('app.events.public.kioskHeading')}
          </Typography>
          <TextField
            type="search"
            fullWidth
            label={translate('app.events.public.findName')}
            placeholder={translate('app.events.public.findNameHint')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> } }}
          />
          <List aria-label={translate('app.events.public.listLabel')} sx={{ mt: 1 }}>
            {shown.length === 0 && (
              <ListItem>
                <ListItemText primary={translate(search.trim() ? 'app.events.public.noMatch' : 'app.events.public.nobody')} />
              </ListItem>
            )}
            {shown.map((person) => (
              <ListItem key={person.ref} divider sx={{ gap: 1.5, py: 1.5, px: 0 }}>
                <ListItemText
                  primary={person.name}
                  secondary={person.companyName ?? undefined}
                  sx={{ minWidth: 0 }}
                  slotProps={{ primary: { sx: { fontSize: '1.1rem', overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
                <Box sx={{ flexShrink: 0 }}>
                  {person.attended ? (
                    <Button disabled startIcon={<CheckCircleIcon />} aria-label={translate('app.events.public.checkedInNamed', { name: person.name })}>
                      {translate('app.events.public.checkedIn')}
                    </Button>
                  ) : (
                    <Button
                      variant="contained"
                      size="large"
                      disabled={!open || sending !== null}
                      onClick={() => send({ ref: person.ref }, person.ref)}
                      aria-label={translate('app.events.public.checkInNamed', { name: person.name })}
                    >
                      {translate('app.events.public.checkIn')}
                    </Button>
                  )}
                </Box>
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Container>
  );
};
