import { useMemo, useRef, type ReactNode } from 'react';
import { Edit, useParams, type EditProps, type Identifier, type RaRecord } from 'react-admin';
import { RecordPageTitle } from '../layout/PageTitle';
import { AccessGate } from './AccessGate';
import { EditConflictContext, type EditConflictChannel, type SaveErrorListener } from './EditConflictContext';
import { PleaseWait } from './PleaseWait';
import { ReadOnlyView } from './ReadOnlyView';
import { RecordTabs, type OwnRecordTab } from './RecordTabs';
import { useResourceName, useResourcePaths } from './resourceOptions';
import { GUARDED_QUERY, RecordGuard } from './RecordGuard';
import { useNotifyError } from './useNotifyError';

type SaveErrorHandler<RecordType extends RaRecord> = NonNullable<NonNullable<EditProps<RecordType>['mutationOptions']>['onError']>;

export interface EditScreenProps<RecordType extends RaRecord>
  extends Omit<EditProps<RecordType>, 'resource' | 'id' | 'title' | 'children'> {
  /** The surrounding resource by default. */
  resource?: string;
  /** The route's `:id` by default. */
  id?: Identifier;
  /** The way back from 'not found', the read-only view, a save and a failed load: the resource's list by default. */
  listPath?: string;
  /** i18n key of that way back, e.g. 'Back to the company list'. */
  backLabel: string;
  /** i18n key of the screen's title; the record's name follows it ('Edit Company: Acme'). */
  titleKey: string;
  /** How the record is named in the title; its `name` by default. */
  nameOf?: (record: RecordType) => string;
  /** The react-admin action the screen needs ('edit' by default). */
  gateAction?: string;
  /** For those who may view but not edit: the record read-only, under the denial text. */
  readOnly?: ReactNode;
  /** The resource's own tabs after Details, in the screen's one tab list. */
  tabs?: readonly OwnRecordTab[];
  /** The form (or the sections holding it). */
  children: ReactNode;
}

function namesFields(error: unknown): boolean {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  return typeof errors === 'object' && errors !== null && Object.keys(errors).length > 0;
}

/**
 * Every edit screen's frame, in one place: 'not found' for an unknown id (RecordGuard), the denial
 * text and the read-only record without the permission (AccessGate), a pessimistic Edit, one tab list
 * for the resource's own tabs and the History (RecordTabs). A save refused because someone else changed the record goes to the form's
 * EditConflicts, which asks what to keep.
 */
export const EditScreen = <RecordType extends RaRecord = RaRecord>({
  resource: resourceProp,
  id: idProp,
  listPath: listPathProp,
  backLabel,
  titleKey,
  nameOf,
  gateAction = 'edit',
  readOnly,
  tabs,
  queryOptions,
  mutationOptions,
  children,
  ...editProps
}: EditScreenProps<RecordType>) => {
  const resource = useResourceName(resourceProp);
  const paths = useResourcePaths(resource);
  const listPath = listPathProp ?? paths.list;
  const { id: routeId = '' } = useParams<{ id: string }>();
  const id = idProp ?? routeId;
  const notifyError = useNotifyError();
  const listener = useRef<SaveErrorListener>(undefined);
  const select = queryOptions?.select;
  const channel = useMemo<EditConflictChannel>(
    () => ({
      listen: (next) => {
        listener.current = next;
        return () => {
          if (listener.current === next) listener.current = undefined;
        };
      },
      toForm: (record) => (select ? (select(record as RecordType) as RaRecord) : record),
    }),
    [select],
  );
  const onError = (...args: Parameters<SaveErrorHandler<RecordType>>) => {
    if (listener.current?.(args[0])) return;
    if (mutationOptions?.onError) return mutationOptions.onError(...args);
    // As react-admin's own handler: a refusal that names its fields is shown under them, not as a toast.
    if (namesFields(args[0])) return;
    notifyError(args[0]);
  };
  return (
    <RecordGuard resource={resource} id={id} listPath={listPath} backLabel={backLabel}>
      <AccessGate
        resource={resource}
        action={gateAction}
        denied={
          readOnly ? (
            <ReadOnlyView resource={resource} backTo={listPath} backLabel={backLabel}>
              <RecordTabs resource={resource} id={id} ownTabs={tabs} readOnly>
                {readOnly}
              </RecordTabs>
            </ReadOnlyView>
          ) : undefined
        }
      >
        {/* The gate has checked the permission and the shell the session: the record loads at once. */}
        <Edit<RecordType>
          resource={resource}
          disableAuthentication
          id={id}
          title={titleKey}
          mutationMode="pessimistic"
          loading={<PleaseWait />}
          actions={false}
          queryOptions={{ ...GUARDED_QUERY, ...queryOptions }}
          mutationOptions={{ ...mutationOptions, onError }}
          redirect={listPath}
          redirectOnError={listPath}
          {...editProps}
        >
          <RecordPageTitle<RecordType> titleKey={titleKey} nameOf={nameOf} />
          <EditConflictContext.Provider value={channel}>
            <RecordTabs resource={resource} id={id} ownTabs={tabs}>
              {children}
            </RecordTabs>
          </EditConflictContext.Provider>
        </Edit>
      </AccessGate>
    </RecordGuard>
  );
};
