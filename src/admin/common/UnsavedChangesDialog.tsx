import { useEffect } from 'react';
import { useFormState, type Control } from 'react-hook-form';
import { Confirm, useBlocker } from 'react-admin';

export interface UnsavedChangesDialogProps {
  enable?: boolean;
  formRootPathName?: string;
  formControl?: Control;
}

/**
 * react-admin's `WarnWhenUnsavedChanges` with the app's own dialog instead of the browser's confirm:
 * leaving a form with unsaved changes asks Stay or Leave. The same rule as react-admin's: moving
 * inside the form's own path is not leaving, and a save or delete that navigates away goes through.
 */
export const UnsavedChangesDialog = ({ enable = true, formRootPathName, formControl }: UnsavedChangesDialogProps) => {
  const { isSubmitSuccessful, dirtyFields } = useFormState(formControl ? { control: formControl } : undefined);
  const safe = !enable || Object.keys(dirtyFields).length === 0 || isSubmitSuccessful;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (safe) return false;
    const root = formRootPathName ?? currentLocation.pathname;
    return !nextLocation.pathname.startsWith(root) || nextLocation.pathname.startsWith(`${root}/show`);
  });

  // A save (or delete) resets the form in the tick after its redirect was blocked.
  useEffect(() => {
    if (blocker.state === 'blocked' && safe) blocker.proceed();
  }, [blocker, safe]);

  // Closing the tab or reloading: only the browser may ask then.
  useEffect(() => {
    if (safe) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [safe]);

  return (
    <Confirm
      isOpen={blocker.state === 'blocked' && !safe}
      title="app.unsavedChanges.title"
      content="ra.message.unsaved_changes"
      confirm="app.unsavedChanges.leave"
      cancel="app.unsavedChanges.stay"
      confirmColor="warning"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
};
