import { useEffect, useMemo, useRef, useState } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Sidebar as RaSidebar, StoreContextProvider, useSidebarState, useStoreContext, useTranslate, type SidebarProps, type Store } from 'react-admin';

export const ASIDE_EXPAND_DELAY_MS = 50;
export const ASIDE_COLLAPSE_DELAY_MS = 100;

const SIDEBAR_KEY = 'sidebar.open';

/**
 * The store as the aside's own components see it while it is expanded by the pointer: the
 * sidebar reads as open, everything else (and every write, such as the app bar's toggle) goes to
 * the real store. react-admin's Sidebar, Menu and menu links all take their width and labels from
 * `sidebar.open`; this lets them show expanded without changing the state the user chose, which is
 * kept across reloads.
 */
function expandedView(store: Store): Store {
  return {
    ...store,
    getItem: <T,>(key: string, defaultValue?: T) => (key === SIDEBAR_KEY ? (true as T) : store.getItem(key, defaultValue)),
    subscribe: (key, callback) => store.subscribe(key, (value) => callback(key === SIDEBAR_KEY ? true : value)),
  };
}

/**
 * react-admin's sidebar; below sm it is a modal drawer, which needs a name for screen readers.
 * On wider screens, when collapsed to icons, it expands over the page while the pointer rests on
 * it (the page does not move), and collapses when the pointer leaves.
 */
export const Sidebar = (props: SidebarProps) => {
  const translate = useTranslate();
  const store = useStoreContext();
  const [open] = useSidebarState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [hovered, setHovered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const peek = hovered && !open && !small;
  const view = useMemo(() => (peek ? expandedView(store) : store), [peek, store]);

  useEffect(() => () => clearTimeout(timer.current), []);
  const hoverAfter = (value: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHovered(value), delay);
  };

  return (
    <StoreContextProvider value={view}>
      <RaSidebar
        {...props}
        onMouseEnter={() => hoverAfter(true, ASIDE_EXPAND_DELAY_MS)}
        onMouseLeave={() => hoverAfter(false, ASIDE_COLLAPSE_DELAY_MS)}
        // While expanded by the pointer, the drawer keeps its collapsed room: the menu overlays the page.
        sx={
          peek
            ? {
                '& .MuiDrawer-paper': { width: (theme) => theme.sidebar?.closedWidth ?? 55 },
                '& .RaSidebar-fixed': { zIndex: (theme) => theme.zIndex.drawer, boxShadow: (theme) => theme.shadows[8] },
              }
            : undefined
        }
        slotProps={{ paper: { 'aria-label': translate('app.menu.label') } }}
      />
    </StoreContextProvider>
  );
};
