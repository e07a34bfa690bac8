import type { ReactNode } from 'react';
import { Alert, Typography } from '@mui/material';
import {
  Form,
  RecordContextProvider,
  ResourceContextProvider,
  useGetOne,
  useParams,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useResourceName } from './resourceOptions';
import { errorMessage } from './errorMessage';

/** Read-only: never submitted. */
const noSubmit = () => undefined;

export interface ReadOnlyRecordProps<R extends RaRecord> {
  /** The surrounding resource by default. */
  resource?: string;
  /** The route's `:id` by default. */
  id?: string;
  /** Reshapes the record as the form expects it. */
  select?: (record: R) => R;
  /** The resource's inputs, in their read-only mode. */
  children: ReactNode;
}

/**
 * A record shown through its own form with every input disabled and no buttons: 'Loading...' while
 * it loads, the server's message if it cannot be read.
 */
export const ReadOnlyRecord = <R extends RaRecord>({ resource: resourceProp, id: idProp, select, children }: ReadOnlyRecordProps<R>) => {
  const translate = useTranslate();
  const resource = useResourceName(resourceProp);
  const { id: routeId = '' } = useParams<{ id: string }>();
  const id = idProp ?? routeId;
  const { data, isPending, error } = useGetOne<R>(resource, { id }, { retry: false, select });
  if (isPending) {
    return (
      <Typography role="status" sx={{ p: 2 }}>
        {translate('app.common.loading')}
      </Typography>
    );
  }
  if (error || !data) {
    const message = errorMessage(error);
    return <Alert severity="error">{translate(message, { _: message })}</Alert>;
  }
  return (
    <ResourceContextProvider value={resource}>
      <RecordContextProvider value={data}>
        <Form record={data} onSubmit={noSubmit}>
          {children}
        </Form>
      </RecordContextProvider>
    </ResourceContextProvider>
  );
};
