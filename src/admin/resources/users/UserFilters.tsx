import { lazy, Suspense, useId, useState } from 'react';
import { useListContext } from 'react-admin';
import { FiltersButton } from '../../common/FilterPopover';
import { countAppliedFilters } from './userFilterCount';

const loadPanel = () => import('./UserFilterPanel');
const UserFilterPanel = lazy(() => loadPanel().then((m) => ({ default: m.UserFilterPanel })));
// Fetched when the pointer or the focus reaches the button, so that a click usually finds it there.
const preloadPanel = () => void loadPanel().catch(() => undefined);

/**
 * The user list's Filters dropdown (spec 000 §2 'User filter fields'): the button, with the count
 * of applied filters, and the panel (UserFilterPanel), whose seventy inputs and three pickers are
 * downloaded the first time the button is used rather than with the list.
 */
export const UserFilters = () => {
  const { filterValues } = useListContext();
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  return (
    <>
      <FiltersButton
        appliedCount={countAppliedFilters(filterValues)}
        open={anchor !== null}
        panelId={panelId}
        onIntent={preloadPanel}
        onOpen={(target) => {
          setUsed(true);
          setAnchor(target);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <UserFilterPanel anchor={anchor} panelId={panelId} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
