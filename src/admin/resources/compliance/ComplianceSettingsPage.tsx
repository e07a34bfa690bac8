import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  DateInput,
  Form,
  LinkBase,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  Title,
  maxValue,
  minValue,
  required,
  useCanAccess,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { COUNT_BY, CYCLE_BASES, CYCLE_MONTHS_MAX, HOURS_REQUIRED_MAX, type ComplianceSettings } from '../../../shared/compliance';
import type { ComplianceSettingsBody } from '../../../shared/complianceBodies';
import { COURSE_DELIVERIES } from '../../../shared/events';
import { formatUsDateTime } from '../../../shared/formats';
import { AccessGate } from '../../common/AccessGate';
import { errorMessage } from '../../common/errorMessage';
import { SubmitButton } from '../../common/SubmitButton';
import { useNotifyError } from '../../common/useNotifyError';
import { deliveryLabel } from '../courses';
import { SETTINGS_KEY, useComplianceApi, useComplianceSettings, type SettingsAnswer } from './complianceApi';
import { formatDay, formatHours } from './complianceValues';
import { LIST_PATH } from './paths';

const t = (key: string) => `app.compliance.settings.${key}`;
const BASIS_CHOICES = CYCLE_BASES.map((id) => ({ id, name: t(`bases.${id}`) }));
const COUNT_CHOICES = COUNT_BY.map((id) => ({ id, name: t(`countByOptions.${id}`) }));
const DELIVERY_CHOICES = COURSE_DELIVERIES.map((id) => ({ id, name: deliveryLabel(id) }));
const courseText = (course: RaRecord) => `${String(course.code ?? '')} ${String(course.title ?? '')}`.trim();
const INPUT = { fullWidth: true, margin: 'dense' } as const;
/** Without the edit permission the settings read as a form nobody can change. */
const useLock = () => ({ disabled: useCanAccess({ resource: 'compliance', action: 'edit' }).canAccess !== true });

type FormValues = Omit<ComplianceSettingsBody, 'version'>;

/**
 * /compliance/settings: the cycle length, the hours required, how cycles are dated and what counts,
 * with every earlier version below. 'CE Compliance' view reads them; its edit saves a new version,
 * refused by the server if someone saved one since this page loaded.
 */
export const ComplianceSettingsPage = () => (
  <AccessGate resource="compliance" action="list">
    <SettingsContent />
  </AccessGate>
);

const SettingsContent = () => {
  const translate = useTranslate();
  const { data, error } = useComplianceSettings();
  return (
    <Stack sx={{ gap: 2, py: 2 }}>
      <Title title={t('title')} />
      <Box>
        <Button component={LinkBase} to={LIST_PATH} startIcon={<ArrowBackIcon />}>
          {translate(t('backToList'))}
        </Button>
      </Box>
      {error ? (
        <Alert severity="error">
          {translate(t('loadError'))} {translate(errorMessage(error), { _: errorMessage(error) })}
        </Alert>
      ) : !data ? (
        <Typography role="status">{translate('app.common.loading')}</Typography>
      ) : (
        <>
          <SettingsForm answer={data} />
          <SettingsHistory history={data.history} />
        </>
      )}
    </Stack>
  );
};

const SettingsForm = ({ answer: { settings } }: { answer: SettingsAnswer }) => {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const api = useComplianceApi();
  const { canAccess: canEdit } = useCanAccess({ resource: 'compliance', action: 'edit' });
  const lock = { disabled: !canEdit };
  const defaults: FormValues = {
    cycleMonths: settings.cycleMonths,
    hoursRequired: settings.hoursRequired,
    cycleBasis: settings.cycleBasis,
    cycleStart: settings.cycleStart,
    countBy: settings.countBy,
    deliveries: settings.deliveries,
    courseIds: settings.courseIds,
  };
  const save = async (values: Record<string, unknown>) => {
    try {
      const { body } = await api.saveSettings({ ...(values as FormValues), version: settings.version });
      notify('app.compliance.settings.saved', { type: 'success' });
      if (body.settings) queryClient.setQueryData(SETTINGS_KEY, body);
      // Every member's standing follows the new settings; the settings themselves came with the answer.
      await queryClient.invalidateQueries({ queryKey: ['compliance'], predicate: ({ queryKey }) => queryKey[1] !== SETTINGS_KEY[1] });
    } catch (failure) {
      notifyError(failure);
    }
  };
  return (
    <Card>
      <CardContent>
        {/* A new version re-renders the form with its values. */}
        <Form key={settings.version} defaultValues={defaults} onSubmit={save}>
          <Stack sx={{ maxWidth: 640 }}>
            <NumberInput source="cycleMonths" label={t('cycleMonths')} validate={[required(), minValue(1), maxValue(CYCLE_MONTHS_MAX)]} step={1} {...INPUT} {...lock} />
            <NumberInput
              source="hoursRequired"
              label={t('hoursRequired')}
              helperText={t('hoursRequiredHelp')}
              validate={[required(), minValue(0.25), maxValue(HOURS_REQUIRED_MAX)]}
              step={0.25}
              {...INPUT}
              {...lock}
            />
            <RadioButtonGroupInput source="cycleBasis" label={t('cycleBasis')} choices={BASIS_CHOICES} validate={required()} row={false} {...lock} />
            <CycleStartInput />
            <RadioButtonGroupInput source="countBy" label={t('countBy')} choices={COUNT_CHOICES} validate={required()} row={false} {...lock} />
            <CountedInputs />
            {canEdit && (
              <Box sx={{ mt: 2 }}>
                <SubmitButton label={t('save')} />
              </Box>
            )}
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};

/** The cycle start matters only when everyone shares the same dates. */
const CycleStartInput = () => {
  const basis = useWatch<FormValues, 'cycleBasis'>({ name: 'cycleBasis' });
  const lock = useLock();
  return basis === 'fixed' ? <DateInput source="cycleStart" label={t('cycleStart')} helperText={t('cycleStartHelp')} validate={required()} {...INPUT} {...lock} /> : null;
};

/** The deliveries, or the courses, that count. */
const CountedInputs = () => {
  const translate = useTranslate();
  const countBy = useWatch<FormValues, 'countBy'>({ name: 'countBy' });
  const lock = useLock();
  const { canAccess: canListCourses, isPending } = useCanAccess({ resource: 'courses', action: 'list' });
  if (countBy === 'delivery') return <CheckboxGroupInput source="deliveries" label={t('deliveries')} choices={DELIVERY_CHOICES} validate={required()} {...lock} />;
  if (isPending) return null;
  if (!canListCourses) return <Alert severity="info">{translate(t('coursesNeedAccess'))}</Alert>;
  return (
    <ReferenceArrayInput source="courseIds" reference="courses" sort={{ field: 'code', order: 'ASC' }} perPage={25}>
      <AutocompleteArrayInput label={t('courseIds')} optionText={courseText} validate={required()} {...INPUT} {...lock} />
    </ReferenceArrayInput>
  );
};

/** What a version counted, in a line. */
const CountedSummary = ({ settings }: { settings: ComplianceSettings }) => {
  const translate = useTranslate();
  if (settings.countBy === 'course') return <>{translate(t('courseCount'), { smart_count: settings.courseIds.length })}</>;
  return <>{translate(t('allDeliveries'), { list: settings.deliveries.map((delivery) => translate(deliveryLabel(delivery))).join(', ') })}</>;
};

const SettingsHistory = ({ history }: { history: ComplianceSettings[] }) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="compliance-settings-history">
      <CardContent>
        <Typography id="compliance-settings-history" component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate(t('history'))}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="compliance-settings-history">
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('version'))}</TableCell>
                <TableCell>{translate(t('changedAt'))}</TableCell>
                <TableCell>{translate(t('changedBy'))}</TableCell>
                <TableCell>{translate('app.compliance.title')}</TableCell>
                <TableCell>{translate(t('cycleBasis'))}</TableCell>
                <TableCell>{translate(t('counted'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.map((version, index) => (
                <TableRow key={version.version}>
                  <TableCell>{index === 0 ? `${version.version} (${translate(t('inForce'))})` : version.version}</TableCell>
                  <TableCell>{formatUsDateTime(version.changedAt)}</TableCell>
                  <TableCell>{version.changedBy?.name ?? translate(t('productDefault'))}</TableCell>
                  <TableCell>{translate('app.compliance.requirement', { hours: formatHours(version.hoursRequired), months: version.cycleMonths })}</TableCell>
                  <TableCell>
                    {translate(t(`bases.${version.cycleBasis}`))}
                    {version.cycleBasis === 'fixed' && ` (${formatDay(version.cycleStart)})`}
                  </TableCell>
                  <TableCell>
                    <CountedSummary settings={version} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
};
