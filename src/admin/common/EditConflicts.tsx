import { lazy, Suspense } from 'react';
import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ConflictOptions } from './conflictMerge';
import { useVersionConflict } from './useVersionConflict';

// Downloaded the first time a save is refused, not with every edit screen.
const ConflictDialog = lazy(() => import('./ConflictDialog').then((m) => ({ default: m.ConflictDialog })));

/**
 * Put first inside an edit screen's form (EditScreen): a save refused because someone else
 * changed the record opens the conflict dialog, and the writer's values that Take theirs dropped
 * are listed above the form so nothing typed is lost.
 */
export const EditConflicts = (options: ConflictOptions) => {
  const translate = useTranslate();
  const { open, resolve, close, lost, dismissLost } = useVersionConflict(options);
  return (
    <>
      {lost.length > 0 && (
        <Alert severity="warning" onClose={dismissLost} closeText={translate('ra.action.close')} sx={{ mb: 2, width: '100%' }}>
          <AlertTitle>{translate('app.conflict.notSaved')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {lost.map(({ label, value }) => (
              <li key={label}>
                {translate('app.conflict.notSavedValue', { field: label, value })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {open && (
        <Suspense fallback={null}>
          <ConflictDialog conflict={open.conflict} rows={open.rows} onResolve={resolve} onClose={close} />
        </Suspense>
      )}
    </>
  );
};
