import { Box, Typography } from '@mui/material';
import { DataTable, useListContext, useTranslate, type DataTableProps } from 'react-admin';

/**
 * react-admin's DataTable with the spec's states (spec 000 §8): 'Loading...' until the first
 * page arrives and 'No records found.' when nothing matches; no row click or bulk actions (each row
 * has its own action buttons). Narrow screens scroll the table sideways rather than squeeze it.
 */
export const ListTable = ({ children, ...props }: DataTableProps) => {
  const translate = useTranslate();
  const { isPending } = useListContext();
  if (isPending) {
    return (
      <Typography role="status" sx={{ p: 2 }}>
        {translate('app.common.loading')}
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable
        rowClick={false}
        bulkActionButtons={false}
        empty={<Typography sx={{ p: 2 }}>{translate('app.common.noRecords')}</Typography>}
        {...props}
      >
        {children}
      </DataTable>
    </Box>
  );
};
