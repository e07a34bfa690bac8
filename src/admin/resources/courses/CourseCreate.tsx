import { SimpleForm } from 'react-admin';
import { CreateScreen } from '../../common/CreateScreen';
import { CourseInputs } from './CourseInputs';
import { COURSE_DEFAULT_VALUES, courseTransform } from './courseTransform';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';

export const CourseCreate = () => (
  <CreateScreen title="app.courses.createTitle" transform={courseTransform}>
    <SimpleForm warnWhenUnsavedChanges defaultValues={COURSE_DEFAULT_VALUES} toolbar={<RecordFormToolbar saveLabel="app.courses.form.save" />}>
      <CourseInputs />
    </SimpleForm>
  </CreateScreen>
);
