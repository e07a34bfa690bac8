import { Create, SimpleForm } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { CourseInputs } from './CourseInputs';
import { COURSE_DEFAULT_VALUES, courseTransform } from './courseTransform';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';

export const CourseCreate = () => (
  <AccessGate action="create">
    <Create title="app.courses.createTitle" redirect="list" transform={courseTransform}>
      <SimpleForm warnWhenUnsavedChanges defaultValues={COURSE_DEFAULT_VALUES} toolbar={<RecordFormToolbar saveLabel="app.courses.form.save" />}>
        <CourseInputs />
      </SimpleForm>
    </Create>
  </AccessGate>
);
