import { Create, SimpleForm } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { CourseInputs } from './CourseInputs';
import { COURSE_DEFAULT_VALUES, courseTransform } from './courseTransform';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { useSaveSuccess } from '../../common/useSaveSuccess';

/** /courses/add */
export const CourseCreate = () => {
  const onSuccess = useSaveSuccess('app.courses.created', '/courses');
  return (
    <AccessGate resource="courses" action="create">
      <Create resource="courses" title="app.courses.createTitle" transform={courseTransform} mutationOptions={{ onSuccess }}>
        <SimpleForm warnWhenUnsavedChanges defaultValues={COURSE_DEFAULT_VALUES} toolbar={<RecordFormToolbar listPath="/courses" saveLabel="app.courses.form.save" />}>
          <CourseInputs />
        </SimpleForm>
      </Create>
    </AccessGate>
  );
};
