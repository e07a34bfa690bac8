import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
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
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { CheckInBody, type SignInSheetAttendee } from '../../../shared/events';
import { PleaseWait } from '../../common/PleaseWait';
import { checkIn, fetchSignInSheet, type SignInSheetAnswer } from './publicApi';
import { PublicEventHeader } from './PublicEventHeader';
import { usePublicPage } from './usePublicPage';

/** Case and accents aside: 'Zoë' is found by 'zoe'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * /events/signinsheet/:key (no sign-in, spec 000 §2), made for a phone at the door: people find
 * their name and check in, or check in by the email they registered with. The server's answer is
 * shown in a status area that screen readers announce; when check-in is closed the buttons are off.
 */
export const PublicSignInSheetPage = () => {
  const { key = '' } = useParams<{ key: string }>();
  const translate = useTranslate();
  const emailHelpId = useId();
  const { data, error, setData } = usePublicPage(key, fetchSignInSheet);
  const [search, setSearch] = useState('');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
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
      const { body: answer, message } = await checkIn(key, body);
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

  const checkInByEmail = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CheckInBody.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setEmailError(translate('app.events.public.emailInvalid'));
      return;
    }
    setEmailError(null);
    if (await send(parsed.data, 'email')) setEmail('');
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

      <Divider sx={{ my: 3 }} />
      <Box component="form" noValidate onSubmit={checkInByEmail} aria-labelledby={`${emailHelpId}-title`}>
        <Typography id={`${emailHelpId}-title`} component="h2" variant="h6">
          {translate('app.events.public.cantFind')}
        </Typography>
        <Typography id={emailHelpId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate('app.events.public.cantFindHelp')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
          <TextField
            type="email"
            fullWidth
            label={translate('app.events.public.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError !== null}
            helperText={emailError ?? ' '}
            autoComplete="email"
            disabled={!open}
            slotProps={{ htmlInput: { 'aria-describedby': emailHelpId, inputMode: 'email' } }}
          />
          <Button type="submit" variant="outlined" size="large" disabled={!open || sending !== null} sx={{ flexShrink: 0, minHeight: 56 }}>
            {translate('app.events.public.checkInByEmail')}
          </Button>
        </Stack>
      </Box>
    </Container>
  );
};
