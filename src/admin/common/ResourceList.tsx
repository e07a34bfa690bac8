import type { ReactElement, ReactNode } from 'react';
import { List, Pagination, type SortPayload } from 'react-admin';
import { AccessGate } from './AccessGate';

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
 * with pages numbered and counted, and the table even when nothing matches (its own 'No records
 * found.'), never react-admin's empty-page invitation.
 */
export const ResourceList = ({ resource, title, sort, actions, children }: ResourceListProps) => (
  <AccessGate resource={resource} action="list">
    <List
      resource={resource}
      title={title}
      sort={sort}
      perPage={10}
      actions={actions}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      empty={false}
    >
      {children}
    </List>
  </AccessGate>
);
