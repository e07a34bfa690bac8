import type { ReactElement, ReactNode } from 'react';
import { Card } from '@mui/material';
import { styled } from '@mui/material/styles';
import { ListBase, Offline, Title, useListContext, useNotify, useTranslate, type SortPayload } from 'react-admin';
import { LIST_PER_PAGE } from '../providers/firstScreenData';
import { AccessGate } from './AccessGate';
import { errorMessage } from './errorMessage';
import { ListPagination } from './ListPagination';
import { useListSort, useResourceName } from './resourceOptions';
import { ListColumnsProvider } from './tableColumns';

export interface ResourceListProps {
  /** The surrounding resource by default. */
  resource?: string;
  /** i18n key of the page title. */
  title: string;
  /** The order the list opens in; its entry's `listSort` by default. */
  sort?: SortPayload;
  /** The row above the table, usually a `ListToolbar`. */
  actions: ReactElement;
  children: ReactNode;
}

const PAGINATION = <ListPagination rowsPerPageOptions={[10, 25, 50]} />;
const OFFLINE = <Offline />;

/**
 * A module's list page: the denial text without view access, 10 rows a page, and the table even
 * when nothing matches, never react-admin's empty-page invitation.
 *
 * Drawn on `ListBase` rather than `List`, whose view always imports the filter form, empty page and
 * bulk-action toolbar (and react-hook-form) that these pages never show. The markup and class names
 * are `List`'s, so the theme's `RaList` overrides still apply (docs/ARCHITECTURE.md, 'Our wrappers
 * over react-admin').
 */
export const ResourceList = ({ resource: resourceProp, title, sort: sortProp, actions, children }: ResourceListProps) => {
  const resource = useResourceName(resourceProp);
  const entrySort = useListSort(resource);
  const sort = sortProp ?? entrySort;
  const onError = useListLoadError(title);
  return (
    <AccessGate resource={resource} action="list">
      <ListColumnsProvider>
        {/* The gate has checked the permission and the shell the session: the list asks for its rows at once. */}
        <ListBase
          resource={resource}
          disableAuthentication
          sort={sort}
          perPage={LIST_PER_PAGE}
          queryOptions={{ onError }}
        >
          <ListPage title={title} actions={actions}>
            {children}
          </ListPage>
        </ListBase>
      </ListColumnsProvider>
    </AccessGate>
  );
};

/** `List`'s view (ra-ui-materialui's ListView) without what these pages do not use. */
const ListPage = ({ title, actions, children }: { title: string; actions: ReactElement; children: ReactNode }) => {
  const { isPaused, isPending, isPlaceholderData, resource } = useListContext();
  const offline = isPaused && (isPending || isPlaceholderData);
  return (
    <Root className="list-page">
      <Title title={title} preferenceKey={`${resource}.list.title`} />
      <div className={offline ? 'RaList-main RaList-noActions' : 'RaList-main'}>
        {!offline && <Toolbar className="RaList-actions">{actions}</Toolbar>}
        <Card className="RaList-content">{offline ? OFFLINE : children}</Card>
        {PAGINATION}
      </div>
    </Root>
  );
};

const Root = styled('div', {
  name: 'RaList',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  '& .RaList-main': { flex: '1 1 auto', display: 'flex', flexDirection: 'column' },
  '& .RaList-content': {
    position: 'relative',
    [theme.breakpoints.down('sm')]: { boxShadow: 'none' },
    overflow: 'inherit',
  },
  '& .RaList-noActions': { marginTop: '1em' },
}));

const Toolbar = styled('div', {
  name: 'RaListToolbar',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  position: 'relative',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  width: '100%',
  [theme.breakpoints.down('md')]: { flexWrap: 'wrap' },
  [theme.breakpoints.down('sm')]: {
    backgroundColor: (theme.vars || theme).palette.background.paper,
    flexWrap: 'inherit',
    flexDirection: 'column-reverse',
  },
}));

/**
 * A list that cannot be loaded says which list and why ('Companies could not be loaded: …'), not
 * the bare reason react-admin's toast would show.
 */
function useListLoadError(title: string): (error: unknown) => void {
  const notify = useNotify();
  const translate = useTranslate();
  return (error: unknown) => {
    const reason = errorMessage(error);
    notify('app.list.loadFailed', {
      type: 'error',
      messageArgs: { list: translate(title), reason: translate(reason, { _: reason }) },
    });
  };
}
