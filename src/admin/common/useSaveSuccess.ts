import { useCallback } from 'react';
import { useNotify, useRedirect } from 'react-admin';

/**
 * The `onSuccess` of a create or update form: the resource's own success text (not react-admin's
 * generic 'Element created'), then back to the list. Failures keep react-admin's handling: the
 * server's message as an error toast.
 */
export function useSaveSuccess(messageKey: string, listPath: string): () => void {
  const notify = useNotify();
  const redirect = useRedirect();
  return useCallback(() => {
    notify(messageKey, { type: 'success' });
    redirect(listPath);
  }, [notify, redirect, messageKey, listPath]);
}
