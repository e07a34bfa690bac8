import type { ReactElement, ReactNode } from 'react';
import { List, useNotify, useTranslate, type SortPayload } from 'react-admin';
import { AccessGate } from './AccessGate';
import { errorMessage } from './errorMessage';
import { ListPagination } from './ListPagination';
import { ListColumnsProvider } from './tableColumns';

export interface ResourceListProps {
  resource: string;
  /** i18n key of the page title. */
  title: string;
  sort: SortPayload;
  /** The row above the table, usually a `ListToolbar`. */
  actions: ReactElement;
  children: ReactNode;
}

/**
 * A module's list page: the spec's denial text without view access, 10 rows a page (spec 000 §9)
 * with pages numbered and counted ("more than 10,000" with 'Count all' above that), and the table even when nothing matches (its own 'No records
 * found.'), never react-admin's empty-page invitation. The toolbar learns the table's columns
 * (ListColumnsProvider) for 'Export Table'.
 */
export const ResourceList = ({ resource, title, sort, actions, children }: ResourceListProps) => {
  const onError = useListLoadError(title);
  return (
    <AccessGate resource={resource} action="list">
      <ListColumnsProvider>
        <List
          resource={resource}
          title={title}
          sort={sort}
          perPage={10}
          actions={actions}
          pagination={<ListPagination rowsPerPageOptions={[10, 25, 50]} />}
          empty={false}
          queryOptions={{ onError }}
        >
          {children}
        </List>
      </ListColumnsProvider>
    </AccessGate>
  );
};

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
