import { lazy, Suspense } from 'react';
import type { UnsavedChangesDialogProps } from './UnsavedChangesDialog';

const UnsavedChangesDialog = lazy(() => import('./UnsavedChangesDialog').then((m) => ({ default: m.UnsavedChangesDialog })));

/**
 * What every form renders in place of react-admin's `WarnWhenUnsavedChanges` (its
 * `WarnWhenUnsavedChangesComponent`, set for SimpleForm in the theme). The theme is part of the first
 * screen, the dialog and react-hook-form are not: it loads with the first form, which does not wait.
 */
export const WarnWhenUnsavedChanges = (props: UnsavedChangesDialogProps) => (
  <Suspense fallback={null}>
    <UnsavedChangesDialog {...props} />
  </Suspense>
);
