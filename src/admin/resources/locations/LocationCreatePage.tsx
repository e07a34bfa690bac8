import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate, useTranslate } from 'react-admin';
import type { Location } from '../../../shared/companies';
import { AccessGate } from '../../common/AccessGate';
import { LocationForm } from './LocationForm';

/** Where Cancel goes: the locations route belongs to the Companies module. */
export const LOCATION_CANCEL_PATH = '/companies';

const LocationCreateCard = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<Location | null>(null);
  const [round, setRound] = useState(0);

  const addAnother = () => {
    setSaved(null);
    setRound((n) => n + 1);
  };

  return (
    <Card>
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Typography component="h2" variant="h6">
          {translate(saved ? 'app.locations.savedTitle' : 'app.locations.addTitle')}
        </Typography>
        {saved ? (
          <>
            {/* The NRDS ID is assigned by the first save when left empty. */}
            <Alert severity="success" sx={{ mt: 2 }}>
              {translate('app.locations.savedNrds', { nrdsId: saved.nrdsId ?? '—' })}
            </Alert>
            <LocationForm key={`saved-${round}`} mode="view" record={saved} />
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
              <Button variant="contained" startIcon={<AddIcon />} onClick={addAnother}>
                {translate('app.locations.addAnother')}
              </Button>
            </Stack>
          </>
        ) : (
          <LocationForm key={`new-${round}`} mode="create" warnWhenUnsavedChanges onSaved={setSaved} onCancel={() => navigate(LOCATION_CANCEL_PATH)} />
        )}
      </CardContent>
    </Card>
  );
};

/** A new location on its own page, with the Companies module's add permission. */
export const LocationCreatePage = () => (
  <AccessGate action="create">
    <LocationCreateCard />
  </AccessGate>
);
