import { SimpleForm } from 'react-admin';
import { EditConflicts } from '../../common/EditConflicts';
import { EditScreen } from '../../common/EditScreen';
import { ReadOnlyRecord } from '../../common/ReadOnlyRecord';
import { CourseInputs } from './CourseInputs';
import { courseTransform } from './courseTransform';
import { courseName, type CourseRecord } from './courseValues';
import { DeleteRecordButton } from '../../common/DeleteRecordButton';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';

const RICH_TEXT = ['description'];

const DELETE_LABELS = {
  button: 'app.courses.form.delete',
  title: 'app.courses.form.deleteTitle',
  confirm: 'app.courses.form.deleteConfirm',
  done: 'app.courses.deleted',
  yes: 'app.courses.form.yes',
  no: 'app.courses.form.no',
};

/** The server refuses to delete a course that events still use. */
export const CourseEdit = () => (
  <EditScreen<CourseRecord>
    backLabel="app.courses.backToList"
    titleKey="app.courses.editTitle"
    nameOf={courseName}
    readOnly={
      <ReadOnlyRecord>
        <CourseInputs readOnly />
      </ReadOnlyRecord>
    }
    transform={courseTransform}
  >
    <SimpleForm
      warnWhenUnsavedChanges
      toolbar={<RecordFormToolbar saveLabel="app.courses.form.update" deleteButton={<DeleteRecordButton labels={DELETE_LABELS} />} />}
    >
      <EditConflicts richText={RICH_TEXT} />
      <CourseInputs />
    </SimpleForm>
  </EditScreen>
);
