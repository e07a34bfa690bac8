import SchoolIcon from '@mui/icons-material/School';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceEntry } from '../../resourceEntry';

const CourseList = lazyScreen(() => import('./CourseList').then((m) => m.CourseList));
const CourseCreate = lazyScreen(() => import('./CourseCreate').then((m) => m.CourseCreate));
const CourseEdit = lazyScreen(() => import('./CourseEdit').then((m) => m.CourseEdit));

/** /courses, /courses/add, /courses/edit/:id. */
export const courses: ResourceEntry = {
  name: 'courses',
  listSort: { field: 'createdAt', order: 'DESC' },
  module: 'Courses',
  api: {
    listPath: '/courses',
    exportPath: '/export/courses',
    listKey: 'courses',
    onePath: '/courses/{id}',
    oneKey: 'course',
    createPath: '/courses/create',
    updatePath: '/courses/update/{id}',
    deletePath: '/courses/{id}',
    statusPath: '/courses/update/active/inactive/{id}',
  },
  resource: {
    list: CourseList,
    icon: SchoolIcon,
    recordRepresentation: 'code',
  },
  screens: { create: CourseCreate, edit: CourseEdit },
  menu: { path: '/courses', labelKey: 'app.modules.courses', icon: SchoolIcon },
};
