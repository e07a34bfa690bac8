import { lazy, Suspense, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslate } from 'react-admin';

const PANEL_ID = 'quick-panel';
const loadPanel = () => import('./QuickPanel');
const QuickPanel = lazy(() => loadPanel().then((m) => ({ default: m.QuickPanel })));
const preload = () => void loadPanel().catch(() => undefined);

/**
 * The header's clock icon: opens the quick panel with the signed-in user's recent activity (the
 * spec's 'Audit Logs' tab; its sample 'Notifications' and 'Settings' tabs are left out, having no
 * product behaviour). The panel is downloaded when the pointer or the focus first reaches the icon.
 */
export const QuickPanelButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const label = translate('app.audit.quickPanel.button');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          onPointerEnter={preload}
          onFocus={preload}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? PANEL_ID : undefined}
          color="inherit"
        >
          <HistoryIcon />
        </IconButton>
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <QuickPanel id={PANEL_ID} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
