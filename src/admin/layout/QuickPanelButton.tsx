import { Suspense, useState } from 'react';
import { IconButton } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslate } from 'react-admin';
import { tooltipAttributes } from '../common/sharedTooltip';
import { useHeaderPanel } from '../common/resourceOptions';

const PANEL_ID = 'quick-panel';

/**
 * The header's clock icon: opens the panel a resource puts there (the signed-in user's recent
 * activity). The panel is downloaded when the pointer or the focus first reaches the icon.
 */
export const QuickPanelButton = () => {
  const translate = useTranslate();
  const panel = useHeaderPanel();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!panel) return null;
  const { Panel, labelKey } = panel;
  const label = translate(labelKey);
  return (
    <>
      <IconButton
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={Panel.preload}
        onFocus={Panel.preload}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        color="inherit"
        {...tooltipAttributes(label)}
      >
        <HistoryIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <Panel id={PANEL_ID} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
