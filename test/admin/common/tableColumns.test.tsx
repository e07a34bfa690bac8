import { screen } from '@testing-library/react';
import { ListColumnsProvider, useChosenColumns, usePublishTableColumns, type TableColumns } from '../../../src/admin/common/tableColumns';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const TABLE: TableColumns = {
  storeKey: 'things.datatable',
  defaultHidden: ['notes'],
  columns: [{ id: 'name', source: 'name' }, null, { id: 'city', source: 'city' }, { id: 'notes', source: 'notes' }],
};

let tableRenders = 0;
const Table = () => {
  tableRenders += 1;
  usePublishTableColumns(TABLE);
  return <p>rows</p>;
};
const Toolbar = () => <p>Export: {useChosenColumns().map((column) => column.id).join(', ') || 'none yet'}</p>;

describe('the columns a table publishes for its toolbar', () => {
  it('reach the toolbar, shown ones in order, without drawing the table (and its rows) again', async () => {
    tableRenders = 0;
    renderWithAdmin(
      <ListColumnsProvider>
        <Toolbar />
        <Table />
      </ListColumnsProvider>,
    );
    expect(await screen.findByText('Export: name, city')).toBeInTheDocument();
    expect(tableRenders).toBe(1);
  });
});
