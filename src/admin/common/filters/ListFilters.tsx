import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import { useListContext } from 'react-admin';
import { FilterPanel, FiltersButton } from '../FilterPopover';
import { countApplied } from './filterCount';
import type { FilterFormProps } from './FilterForm';

/** A resource's filter module (e.g. resources/users/userFilters.tsx): its panel as the default export. */
export type FilterPanelModule = { default: ComponentType<FilterFormProps> };

export interface ListFiltersProps {
  /** The filter keys the panel owns (panelKeys of its description): the button counts them. */
  keys: readonly string[];
  /** The resource's filter module, downloaded the first time the button is used. */
  load: () => Promise<FilterPanelModule>;
}

/**
 * A list's Filters dropdown: the button with the count of applied filters, and the panel
 * (FilterForm), downloaded when the pointer or the focus first reaches the button, not with the list.
 */
export const ListFilters = ({ keys, load }: ListFiltersProps) => {
  const { filterValues } = useListContext();
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const [Panel] = useState(() => lazy(load));
  const [names] = useState(() => new Map<string, string>());
  return (
    <>
      <FiltersButton
        appliedCount={countApplied(keys, filterValues)}
        open={anchor !== null}
        panelId={panelId}
        // The module loader's own cache makes this a no-op after the first time.
        onIntent={() => void load().catch(() => undefined)}
        onOpen={(target) => {
          setUsed(true);
          setAnchor(target);
        }}
      />
      {used && (
        // Around the popover, not inside it: the popover opens once its content is there, so that it
        // is placed (and kept within the window) for its real size.
        <Suspense fallback={null}>
          <FilterPanel panelId={panelId} anchor={anchor} onClose={() => setAnchor(null)} paperSx={{ maxHeight: 'calc(100vh - 96px)', display: 'flex' }}>
            {(titleId) => <Panel keys={keys} titleId={titleId} names={names} onDone={() => setAnchor(null)} />}
          </FilterPanel>
        </Suspense>
      )}
    </>
  );
};
