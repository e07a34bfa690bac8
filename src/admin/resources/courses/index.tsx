import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import SchoolIcon from '@mui/icons-material/School';
import { lazyScreen } from '../../common/lazyScreen';

const CourseList = lazyScreen(() => import('./CourseList').then((m) => m.CourseList));
const CourseCreate = lazyScreen(() => import('./CourseCreate').then((m) => m.CourseCreate));
const CourseEdit = lazyScreen(() => import('./CourseEdit').then((m) => m.CourseEdit));

/** /courses, /courses/add, /courses/edit/:id. */
export const courses: ResourceProps = {
  name: 'courses',
  list: CourseList,
  icon: SchoolIcon,
  recordRepresentation: 'code',
  children: [
    <Route key="add" path="add" element={<CourseCreate />} />,
    <Route key="edit" path="edit/:id" element={<CourseEdit />} />,
  ],
};
