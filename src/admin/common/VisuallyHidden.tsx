import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Styles that keep an element for screen readers while hiding it on screen. */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Text for screen readers only, e.g. what a count button does or that a link opens a new tab. */
export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={VISUALLY_HIDDEN}>
    {children}
  </Box>
);
