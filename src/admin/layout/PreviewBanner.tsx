import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { dropPreview, readPreview } from '../providers/session';

/** Above every screen of a preview: whose view it is, that nothing is saved, and the way back. */
export const PreviewBanner = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [ending, setEnding] = useState(false);
  const preview = readPreview();
  if (!preview) return null;
  const end = async () => {
    setEnding(true);
    // Ended here whatever the server says: the token lapses by itself soon after.
    await dataProvider.endPreview().catch(() => undefined);
    dropPreview();
    // Its own tab closes, back to the screen it started from; a preview opened here goes back there.
    window.close();
    window.location.assign(preview.startedFrom);
  };
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ borderRadius: 0 }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={() => void end()} disabled={ending}>
          {translate('app.previews.end')}
        </Button>
      }
    >
      {translate('app.previews.banner', { role: preview.roleName })}
    </Alert>
  );
};
