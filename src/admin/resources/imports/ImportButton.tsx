import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import type { ImportEntity } from '../../../shared/imports';
import { useModuleAccess } from '../../common/useModuleAccess';
import { IMPORT_RESOURCES } from './importValues';

// The upload dialog is downloaded with its first use, not with the list.
const UploadDialog = lazy(() => import('./ImportUploadDialog').then((m) => ({ default: m.UploadDialog })));

/**
 * The list's Import action: a CSV file chosen and uploaded, then the import's page, where its
 * columns are mapped, checked and imported. Shown with the module's add permission, which the
 * server requires too.
 */
export const ImportButton = ({ entity, label = 'app.imports.button' }: { entity: ImportEntity; label?: string }) => {
  const translate = useTranslate();
  const { canAccess } = useModuleAccess('create', IMPORT_RESOURCES[entity]);
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <UploadDialog entity={entity} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};

