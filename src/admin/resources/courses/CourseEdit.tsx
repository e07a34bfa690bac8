import { Edit, SimpleForm, useParams } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { RecordPageTitle } from '../../layout/PageTitle';
import { GUARDED_QUERY, RecordGuard } from '../../common/RecordGuard';
import { PleaseWait } from '../../common/PleaseWait';
import { ReadOnlyRecord } from '../../common/ReadOnlyRecord';
import { ReadOnlyView } from '../../common/ReadOnlyView';
import { CourseInputs } from './CourseInputs';
import { courseTransform } from './courseTransform';
import { courseName, type CourseRecord } from './courseValues';
import { DeleteRecordButton } from '../../common/DeleteRecordButton';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { useSaveSuccess } from '../../common/useSaveSuccess';

const DELETE_LABELS = {
  button: 'app.courses.form.delete',
  title: 'app.courses.form.deleteTitle',
  confirm: 'app.courses.form.deleteConfirm',
  done: 'app.courses.deleted',
  yes: 'app.courses.form.yes',
  no: 'app.courses.form.no',
};

/**
 * /courses/edit/:id: Update and Cancel go to /courses; Delete asks first, and a course that events
 * still use is refused with the server's message. Without the edit permission: "You don't have
 * access to Edit Course!", and the course read-only for those who may view it.
 */
export const CourseEdit = () => {
  const { id = '' } = useParams<{ id: string }>();
  const onSuccess = useSaveSuccess('app.courses.updated', '/courses');
  return (
    <RecordGuard resource="courses" id={id} listPath="/courses" backLabel="app.courses.backToList">
      <AccessGate
        resource="courses"
        action="edit"
        denied={
          <ReadOnlyView resource="courses" backTo="/courses" backLabel="app.courses.backToList">
            <ReadOnlyRecord resource="courses" id={id}>
              <CourseInputs readOnly />
            </ReadOnlyRecord>
          </ReadOnlyView>
        }
      >
        <Edit
          queryOptions={GUARDED_QUERY}
          resource="courses"
          id={id}
          title="app.courses.editTitle"
          mutationMode="pessimistic"
          transform={courseTransform}
          mutationOptions={{ onSuccess }}
          loading={<PleaseWait />}
          actions={false}
        >
          <SimpleForm
            toolbar={
              <RecordFormToolbar
                listPath="/courses"
                saveLabel="app.courses.form.update"
                deleteButton={<DeleteRecordButton resource="courses" listPath="/courses" labels={DELETE_LABELS} />}
              />
            }
          >
            <RecordPageTitle<CourseRecord> titleKey="app.courses.editTitle" nameOf={courseName} />
            <CourseInputs />
          </SimpleForm>
        </Edit>
      </AccessGate>
    </RecordGuard>
  );
};
