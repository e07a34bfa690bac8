import { Box, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import type { PublicEvent } from '../../../shared/events';
import { formatSpan } from './eventValues';

/** The event's name, when and where, at the top of a public page. */
export const PublicEventHeader = ({ event }: { event: PublicEvent }) => {
  const [locale] = useLocaleState();
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {event.name}
      </Typography>
      <Typography variant="subtitle1">{formatSpan(event.startAt, event.endAt, locale)}</Typography>
      {event.venue && (
        <Typography variant="subtitle1" color="text.secondary">
          {event.venue}
        </Typography>
      )}
    </Box>
  );
};
