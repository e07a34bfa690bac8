import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { EventStatus } from '../../../shared/events';
import { eventStatusLabel, type EventRecord } from './eventValues';

const COLORS: Record<EventStatus, 'default' | 'success' | 'error'> = { draft: 'default', published: 'success', cancelled: 'error' };

/** Draft, Published or Cancelled. */
export const EventStatusField = () => {
  const record = useRecordContext<EventRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" variant="outlined" color={COLORS[record.status] ?? 'default'} label={translate(eventStatusLabel(record.status))} />;
};
