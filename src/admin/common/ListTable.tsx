import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, SimpleList, useListContext, useResourceContext, useTranslate, type DataTableProps, type RaRecord } from 'react-admin';
import { describeColumns, usePublishTableColumns } from './tableColumns';

/**
 * How a list's rows read on a phone (below the `sm` breakpoint), where a table of many columns
 * cannot fit: react-admin's SimpleList, a line or three per record, with the row's own action
 * buttons at the right (the rows are not links themselves, so no control sits inside another).
 */
export interface MobileRows<RecordType extends RaRecord = RaRecord> {
  primaryText: (record: RecordType) => ReactNode;
  secondaryText?: (record: RecordType) => ReactNode;
  /** Shown at the right of the first line, e.g. the status. */
  tertiaryText?: (record: RecordType) => ReactNode;
  /** The row's actions (edit, details, status), the same element as the table's Actions column. */
  actions?: ReactNode;
}

export type ListTableProps<RecordType extends RaRecord = RaRecord> = DataTableProps<RecordType> & {
  mobile?: MobileRows<RecordType>;
};

/**
 * A wide table scrolls inside its own box, never the page; its first column (what the row is) and
 * its last (the row's actions) stay in view while the middle scrolls. One long unbroken value (a
 * 200-character name) wraps inside its cell instead of widening the table; a body cell never gets
 * narrower than a short word, so ordinary values do not break mid-word.
 */
const FIT_SX = {
  overflowX: 'auto',
  // Absolutely placed descendants (visually hidden text, a switch's input) belong to this box, so
  // it clips them too instead of letting them widen the page.
  position: 'relative',
  maxWidth: '100%',
  '& td.RaDataTable-rowCell': { overflowWrap: 'anywhere', minWidth: '6rem' },
  '& :is(td, th):first-of-type, & :is(td, th):last-of-type': {
    position: 'sticky',
    zIndex: 1,
    bgcolor: 'background.paper',
  },
  '& :is(td, th):first-of-type': { left: 0 },
  '& :is(td, th):last-of-type': { right: 0 },
  // Header cells are already sticky (to the top) above the body: the two edge ones go above them.
  '& th:is(:first-of-type, :last-of-type)': { zIndex: 3 },
} as const;

const NO_HIDDEN_COLUMNS: readonly string[] = [];

/**
 * react-admin's row checkbox puts its name on the checkbox's wrapper, where it is not allowed, and
 * leaves the input itself unnamed: the name moves to the input, as the page checkbox already has it.
 */
function useRowCheckboxNames(enabled: boolean, shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!enabled || !shown || !box) return undefined;
    const name = () => {
      for (const wrapper of box.querySelectorAll<HTMLElement>('.RaDataTable-checkbox[aria-label]')) {
        const input = wrapper.querySelector('input');
        if (!input) continue;
        input.setAttribute('aria-label', wrapper.getAttribute('aria-label') ?? '');
        wrapper.removeAttribute('aria-label');
      }
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(box, { childList: true, subtree: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [enabled, shown]);
  return ref;
}

/** Long values wrap; the actions keep their natural width at the right of each row. */
const MOBILE_SX = {
  overflowWrap: 'anywhere',
  '& .MuiListItemIcon-root': { minWidth: 0, ml: 1 },
} as const;

/**
 * react-admin's DataTable with 'Loading...' until the first page arrives and 'No records found.'
 * when nothing matches; no row click or bulk actions unless the list asks for them, since each row
 * has its own action buttons.
 */
export const ListTable = <RecordType extends RaRecord = RaRecord>({ children, mobile, ...props }: ListTableProps<RecordType>) => {
  const translate = useTranslate();
  const { isPending } = useListContext<RecordType>();
  const resource = useResourceContext(props);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const boxRef = useRowCheckboxNames(Boolean(props.bulkActionButtons), !isPending && !(small && mobile));
  // The toolbar's 'Export Table' writes the columns chosen here (on a phone too, where the rows are a SimpleList).
  usePublishTableColumns({
    storeKey: typeof props.storeKey === 'string' ? props.storeKey : `${resource}.datatable`,
    defaultHidden: props.hiddenColumns ?? NO_HIDDEN_COLUMNS,
    columns: describeColumns(children),
  });
  if (isPending) {
    return (
      <Typography role="status" sx={{ p: 2 }}>
        {translate('app.common.loading')}
      </Typography>
    );
  }
  const empty = <Typography sx={{ p: 2 }}>{translate('app.common.noRecords')}</Typography>;
  if (small && mobile) {
    return (
      <SimpleList<RecordType>
        primaryText={mobile.primaryText}
        secondaryText={mobile.secondaryText}
        tertiaryText={mobile.tertiaryText}
        rightIcon={mobile.actions ? () => mobile.actions : undefined}
        rowClick={false}
        empty={empty}
        sx={MOBILE_SX}
      />
    );
  }
  return (
    <Box sx={FIT_SX} ref={boxRef}>
      <DataTable
        rowClick={false}
        bulkActionButtons={false}
        empty={empty}
        {...props}
      >
        {children}
      </DataTable>
    </Box>
  );
};
