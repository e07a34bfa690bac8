import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { useStore } from 'react-admin';

/**
 * The columns of a list's table as the toolbar needs them for 'Export Table': which columns the
 * DataTable has, in its declared order, and where react-admin keeps the staff member's choice. The
 * table publishes them (ListTable), the toolbar above it reads them (ExportTableButton): react-admin
 * gives the toolbar no access to the DataTable's children, and keeping a second list of the columns
 * beside each table would drift from it.
 */

/** One `DataTable.Col` as react-admin names it: by its source, else by its label. */
export interface TableColumn {
  id: string;
  source?: string;
  /** Its label as written (an i18n key); translated as the header translates it. */
  label?: string;
}

export interface TableColumns {
  /** The DataTable's store key: hidden columns under it, their order under `<key>_columnRanks`. */
  storeKey: string;
  /** The columns hidden until the staff member shows them (the DataTable's `hiddenColumns`). */
  defaultHidden: readonly string[];
  /** The DataTable's children in their declared order (null for a child that is not a column). */
  columns: (TableColumn | null)[];
}

// Two contexts, so that the table, which only publishes, does not render again (with its rows)
// when what it published arrives.
const ListColumnsContext = createContext<TableColumns | undefined>(undefined);
const PublishColumnsContext = createContext<Dispatch<SetStateAction<TableColumns | undefined>> | null>(null);

/** Around a list's toolbar and table (ResourceList, ListDialog). */
export const ListColumnsProvider = ({ children }: { children: ReactNode }) => {
  const [table, setTable] = useState<TableColumns>();
  return (
    <PublishColumnsContext.Provider value={setTable}>
      <ListColumnsContext.Provider value={table}>{children}</ListColumnsContext.Provider>
    </PublishColumnsContext.Provider>
  );
};

/** The DataTable's children as react-admin indexes them (Children.toArray, as its column ranks do). */
export function describeColumns(children: ReactNode): (TableColumn | null)[] {
  return Children.toArray(children).map((child) => {
    if (!isValidElement<{ source?: unknown; label?: unknown }>(child)) return null;
    const source = typeof child.props.source === 'string' ? child.props.source : undefined;
    const label = typeof child.props.label === 'string' ? child.props.label : undefined;
    const id = source ?? label;
    return id ? { id, source, label } : null;
  });
}

/** ListTable: tells the toolbar its columns (nothing happens outside a ListColumnsProvider). */
export function usePublishTableColumns(table: TableColumns): void {
  const setTable = useContext(PublishColumnsContext);
  // Children are new elements on every render: the columns are compared by what they say.
  const signature = JSON.stringify(table);
  useEffect(() => {
    if (!setTable) return undefined;
    const mine = JSON.parse(signature) as TableColumns;
    setTable(mine);
    // Leaving, it takes back only its own columns.
    return () => setTable((current) => (current === mine ? undefined : current));
  }, [setTable, signature]);
}

/** DataTable's own rule: the ranks chosen so far, then the columns not moved yet in their place. */
function displayOrder(ranks: number[] | undefined, length: number): number[] {
  const chosen = (ranks ?? []).filter((index) => index < length);
  return [...chosen, ...Array.from({ length }, (_, index) => index).filter((index) => !chosen.includes(index))];
}

/**
 * The columns the staff member has chosen with Columns: shown ones only, in the order they put
 * them (react-admin's store, read as DataTable and ColumnsButton read it). Empty until the table
 * has published its columns.
 */
export function useChosenColumns(): TableColumn[] {
  const table = useContext(ListColumnsContext);
  const storeKey = table?.storeKey ?? 'export.noTable';
  const [hidden] = useStore<readonly string[]>(storeKey, table?.defaultHidden ?? []);
  const [ranks] = useStore<number[] | undefined>(`${storeKey}_columnRanks`);
  return useMemo(() => {
    if (!table) return [];
    const hiddenIds = Array.isArray(hidden) ? hidden : [];
    return displayOrder(ranks, table.columns.length)
      .map((index) => table.columns[index])
      .filter((column): column is TableColumn => column !== null && column !== undefined && !hiddenIds.includes(column.id));
  }, [table, hidden, ranks]);
}
