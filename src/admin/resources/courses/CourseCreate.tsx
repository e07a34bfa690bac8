import { Create, SimpleForm } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { CourseInputs } from './CourseInputs';
import { COURSE_DEFAULT_VALUES, courseTransform } from './courseTransform';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';

export const CourseCreate = () => (
  <AccessGate resource="courses" action="create">
    <Create resource="courses" title="app.courses.createTitle" redirect="/courses" transform={courseTransform}>
      <SimpleForm warnWhenUnsavedChanges defaultValues={COURSE_DEFAULT_VALUES} toolbar={<RecordFormToolbar listPath="/courses" saveLabel="app.courses.form.save" />}>
        <CourseInputs />
      </SimpleForm>
    </Create>
  </AccessGate>
);
