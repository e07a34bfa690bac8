import { useEffect, useRef, useState } from 'react';
import { LinearProgress } from '@mui/material';
import { useLocation } from 'react-admin';

export const PROGRESS_STEP = 10;
export const PROGRESS_STEP_MS = 30;
export const PROGRESS_RESET_MS = 300;

/**
 * A thin bar at the top of the window on each route change; decoration only, hidden from assistive
 * technology. Not on the page's first screen, which the browser's own loading shows, and whose
 * first moments are the busiest.
 */
export const RouteProgress = () => {
  const { pathname } = useLocation();
  const [progress, setProgress] = useState<number | null>(null);
  const shownFor = useRef(pathname);

  useEffect(() => {
    if (pathname === shownFor.current) return undefined;
    shownFor.current = pathname;
    let value = 0;
    let reset: ReturnType<typeof setTimeout> | undefined;
    setProgress(0);
    const grow = setInterval(() => {
      value = Math.min(100, value + PROGRESS_STEP);
      setProgress(value);
      if (value === 100) {
        clearInterval(grow);
        reset = setTimeout(() => setProgress(null), PROGRESS_RESET_MS);
      }
    }, PROGRESS_STEP_MS);
    return () => {
      clearInterval(grow);
      clearTimeout(reset);
    };
  }, [pathname]);

  if (progress === null) return null;
  return (
    <LinearProgress
      aria-hidden
      variant="determinate"
      value={progress}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        bgcolor: 'transparent',
        '& .MuiLinearProgress-bar': { transition: `transform ${PROGRESS_STEP_MS}ms linear` },
      }}
    />
  );
};
