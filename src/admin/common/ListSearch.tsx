import { useEffect, useState, type FormEvent } from 'react';
import { Button, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useTranslate } from 'react-admin';
import { useListSort } from './resourceOptions';

export interface ListSearchProps {
  /** i18n key of the hint shown in the empty box, e.g. 'search by name or website url'. */
  hint: string;
  /** i18n key of the box's label for screen readers; defaults to 'Search'. */
  label?: string;
  /** Reset also puts the list back in the order it opens in, its entry's (the user list's Reset clears the sort too). */
  resetSort?: boolean;
}

/**
 * The search box of a list: the search applies on Enter or on the search icon, not on every key
 * stroke; Reset clears the search and every filter and goes back to page 1.
 */
export const ListSearch = ({ hint, label = 'app.list.search', resetSort = false }: ListSearchProps) => {
  const translate = useTranslate();
  const listSort = useListSort();
  const { filterValues, setFilters, setSort } = useListContext();
  const applied = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [text, setText] = useState(applied);
  useEffect(() => setText(applied), [applied]);

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const q = text.trim();
    const { q: _previous, ...others } = filterValues;
    setFilters(q ? { ...others, q } : others, undefined, false);
  };
  const reset = () => {
    setText('');
    if (resetSort && listSort) setSort(listSort);
    setFilters({}, undefined, false);
  };

  return (
    <Stack component="form" role="search" onSubmit={apply} direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={translate(hint)}
        label={translate(label)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={translate('app.list.applySearch')}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
        sx={{ minWidth: { xs: '100%', sm: 300 } }}
      />
      <Button onClick={reset} startIcon={<RestartAltIcon />}>
        {translate('app.list.reset')}
      </Button>
    </Stack>
  );
};
