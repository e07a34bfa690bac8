import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * Styles that keep an element for screen readers while hiding it on screen, as MUI's
 * `visuallyHidden`. Sizes are strings on purpose: in `sx`, `width: 1` means 100%, which would let a
 * hidden table widen the page.
 */
export const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Text for screen readers only, e.g. what a count button does or that a link opens a new tab. */
export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={VISUALLY_HIDDEN}>
    {children}
  </Box>
);
