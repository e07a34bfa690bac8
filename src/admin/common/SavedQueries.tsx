import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@mui/material';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { useTranslate } from 'react-admin';

const loadPanel = () => import('./SavedQueriesPanel');
const SavedQueriesPanel = lazy(() => loadPanel().then((m) => ({ default: m.SavedQueriesPanel })));
// Fetched when the pointer or the focus reaches the button, so that a click usually finds it there.
const preloadPanel = () => void loadPanel().catch(() => undefined);

/**
 * A list's saved searches (the user list, the Audit Log, CE Compliance): the button, and its panel (SavedQueriesPanel), downloaded the
 * first time the button is used rather than with the list.
 */
export const SavedQueries = () => {
  const translate = useTranslate();
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarkBorderIcon />}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
      >
        {translate('ra.saved_queries.label')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <SavedQueriesPanel anchor={anchor} panelId={panelId} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
