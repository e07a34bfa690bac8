import { useState } from 'react';
import { FilterPanel } from './FilterPopover';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  AddSavedQueryDialog,
  extractValidSavedQueries,
  useListContext,
  useSavedQueries,
  useTranslate,
  type SavedQuery,
} from 'react-admin';

/** JSON with the keys of every object sorted, so that equal queries read the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => a.localeCompare(b)))
      : part,
  );
}
const isEqual = (a: unknown, b: unknown) => canonical(a) === canonical(b);

export interface SavedQueriesPanelProps {
  /** The Saved Queries button while the panel is open; null while closed. */
  anchor: HTMLElement | null;
  /** The id the button's aria-controls names. */
  panelId: string;
  onClose: () => void;
}

/** The saved-queries panel's width: the Filters panel's anchor and frame (FilterPanel), narrower. */
const PANEL_SX = { width: 'min(360px, calc(100vw - 24px))' };

/**
 * The panel of a list's saved searches (SavedQueries): react-admin's saved queries
 * (`<resource>.savedQueries` in the Store, which follows the staff user to other browsers) and its 'Save
 * current query as' dialog. The list is drawn here rather than with SavedQueriesList, whose remove
 * icon has no accessible name; a saved query brings back its search, filters, sort and page size.
 */
export const SavedQueriesPanel = ({ anchor, panelId, onClose }: SavedQueriesPanelProps) => {
  const translate = useTranslate();
  const { resource, filterValues, displayedFilters, sort, perPage, setFilters, setSort, setPerPage } = useListContext();
  const [savedQueries, setSavedQueries] = useSavedQueries(resource);
  const [naming, setNaming] = useState(false);
  const queries = extractValidSavedQueries(savedQueries);
  const current = { filter: filterValues, sort, perPage, displayedFilters };
  const isCurrent = (query: SavedQuery) => isEqual(query.value, current);
  const canSave = !isEqual(filterValues, {}) && !queries.some(isCurrent);

  const apply = (query: SavedQuery) => {
    if (query.value.sort) setSort(query.value.sort);
    if (query.value.perPage) setPerPage(query.value.perPage);
    setFilters(query.value.filter ?? {}, query.value.displayedFilters);
    onClose();
  };
  const remove = (query: SavedQuery) => setSavedQueries(queries.filter((other) => other !== query));

  return (
    <>
      <FilterPanel panelId={panelId} anchor={anchor} onClose={onClose} paperSx={PANEL_SX}>
        {(headingId) => (
        <Box sx={{ p: 2 }}>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {translate('ra.saved_queries.label')}
          </Typography>
          {queries.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
              {translate('ra.saved_queries.help')}
            </Typography>
          ) : (
            <List dense aria-labelledby={headingId}>
              {queries.map((query, index) => {
                const removeLabel = translate('ra.saved_queries.remove_label_with_name', { name: query.label });
                return (
                  <ListItem
                    key={`${index}-${query.label}`}
                    disablePadding
                    secondaryAction={
                      <Tooltip title={removeLabel}>
                        <IconButton edge="end" size="small" aria-label={removeLabel} onClick={() => remove(query)}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    }
                  >
                    <ListItemButton selected={isCurrent(query)} aria-current={isCurrent(query) ? 'true' : undefined} onClick={() => apply(query)}>
                      <ListItemText primary={query.label} />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          )}
          <Button startIcon={<BookmarkAddIcon />} disabled={!canSave} onClick={() => {
              // The naming dialog takes over from the panel.
              onClose();
              setNaming(true);
            }} sx={{ mt: 1 }}>
            {translate('ra.saved_queries.new_label')}
          </Button>
        </Box>
        )}
      </FilterPanel>
      <AddSavedQueryDialog open={naming} onClose={() => setNaming(false)} />
    </>
  );
};
