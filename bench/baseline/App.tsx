import { Admin, Resource } from 'react-admin';
import fakeDataProvider from 'ra-data-fakerest';
import { PostList } from './PostList';
import { posts } from './posts';

const dataProvider = fakeDataProvider({ posts });

export const App = () => (
  <Admin dataProvider={dataProvider}>
    <Resource name="posts" list={PostList} />
  </Admin>
);
