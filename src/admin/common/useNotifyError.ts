import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from './errorMessage';

/** Shows an error toast with the server's message, or the generic text. */
export function useNotifyError(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const message = errorMessage(error);
      // The server's text is not a catalogue key: `_` makes it its own translation.
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [notify],
  );
}
