import { BooleanField, DataTable, DateField, List, NumberField, SearchInput } from 'react-admin';

// A search box, applied as typed, for the bench's search figure (bench/browser.ts).
const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const PostList = () => (
  <List perPage={25} filters={filters} debounce={0}>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="title" />
      <DataTable.Col source="author" />
      <DataTable.Col source="category" />
      <DataTable.Col source="status" />
      <DataTable.Col source="views" field={NumberField} />
      <DataTable.Col source="rating" field={NumberField} />
      <DataTable.Col source="commentable" field={BooleanField} />
      <DataTable.Col source="publishedAt" field={DateField} />
      <DataTable.Col source="updatedAt" field={DateField} />
    </DataTable>
  </List>
);
