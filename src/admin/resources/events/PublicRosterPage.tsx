import { useEffect, useMemo } from 'react';
import { Alert, Box, Button, Container, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useParams, useTranslate } from 'react-admin';
import { PleaseWait } from '../../common/PleaseWait';
import { fetchRoster } from './publicApi';
import { PublicEventHeader } from './PublicEventHeader';
import { usePublicPage } from './usePublicPage';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** Black on white, no shadows, the table across the page: what a printed roster needs. */
const PRINT_STYLES = {
  '@media print': {
    bgcolor: '#fff',
    color: '#000',
    '& .MuiPaper-root': { boxShadow: 'none', border: 0 },
    '& th, & td': { color: '#000', borderColor: '#999' },
    '& tr': { breakInside: 'avoid' },
  },
} as const;

/**
 * /events/roster/:key, without sign-in: the printable roster of an event. Nothing but the event and
 * the registered people's names and companies is shown, since anyone with the key may read it.
 */
export const PublicRosterPage = () => {
  const { key = '' } = useParams<{ key: string }>();
  const translate = useTranslate();
  const { data, error } = usePublicPage(key, fetchRoster);
  const people = useMemo(() => [...(data?.attendees ?? [])].sort(byName), [data]);

  useEffect(() => {
    if (data) document.title = translate('app.events.public.rosterTitle', { name: data.event.name });
  }, [data, translate]);

  return (
    <Container maxWidth="md" component="main" sx={{ py: 3, ...PRINT_STYLES }}>
      {error ? (
        <Alert severity="error" role="alert">
          {translate(error, { _: error })}
        </Alert>
      ) : !data ? (
        <PleaseWait />
      ) : (
        <>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
            <PublicEventHeader event={data.event} />
            <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ displayPrint: 'none', flexShrink: 0 }}>
              {translate('app.events.public.print')}
            </Button>
          </Stack>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {translate('app.events.public.rosterHeading', { smart_count: people.length })}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {translate('app.events.public.name')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {translate('app.events.public.company')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {people.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={2}>{translate('app.events.public.nobody')}</TableCell>
                  </TableRow>
                )}
                {people.map((person, index) => (
                  <TableRow key={`${person.name}-${index}`}>
                    <TableCell>{person.name}</TableCell>
                    <TableCell>{person.companyName ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box sx={{ display: 'none', displayPrint: 'block', mt: 2 }}>
            <Typography variant="caption">{translate('app.events.public.printedOn', { date: new Date().toLocaleString() })}</Typography>
          </Box>
        </>
      )}
    </Container>
  );
};
