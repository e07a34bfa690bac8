import { Alert, Avatar, Box, Link, Stack, Typography } from '@mui/material';
import { useFormState, useFormContext, useWatch } from 'react-hook-form';
import {
  DateInput,
  LinkBase,
  NumberInput,
  PasswordInput,
  required,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { US_STATES } from '../../../shared/addressValues';
import {
  ETHICS_STATUSES,
  GENERATIONS,
  L_MEMBER_STATUSES,
  MCPE_ACCESS_TYPES,
  MEMBER_STATUSES,
  MISC_STATUSES,
  ORIENTATION_STATUSES,
  REALTOR_ASSOCIATIONS,
  STAFF_ROLE,
  USER_LANGUAGES,
  USER_LIMITS,
  USER_MULTI_FIELDS,
  type UserMultiField,
} from '../../../shared/userValues';
import { FIELD_GRID } from '../../common/AddressInputs';
import { ImageUploadInput } from '../../common/ImageUploadInput';
import { NrdsInput } from '../../common/NrdsInput';
import { PASSWORD_RULE_HINT } from '../../common/passwordRule';
import { PROFILE_PATH } from '../../modules';
import { CheckboxInput } from '../locations';
import { UserCompanySection } from './UserCompanySection';
import { UserFormSection } from './UserFormSection';
import { SendResetLinkButton } from './SendResetLinkButton';
import { UserRolesSection } from './UserRolesSection';
import { lockHint, useUserFieldLocks, type UserFieldLocks } from './useUserFieldLocks';
import { UserSupportStaffSection } from './UserSupportStaffSection';
import { hasSupportGroup, isStaffRole, type UserFormValues, type UserRecord } from './userTransform';
import {
  adminEmailRules,
  confirmCreatePasswordRules,
  createPasswordRules,
  emailRules,
  experienceRules,
  firstNameRules,
  newPasswordRules,
  phoneRules,
  postalCodeRules,
  userLimitRules as limits,
  websiteRules,
} from './userValidation';

/** The user types a staff member may choose ('admin' shown as Staff). */
const ROLE_CHOICES = [
  { id: 'member', name: 'app.userTypes.member' },
  { id: 'non-member', name: 'app.userTypes.nonMember' },
  { id: 'admin', name: 'app.userTypes.admin' },
  { id: 'support', name: 'app.userTypes.support' },
];
/** Shown, never offered: a super administrator's own type. */
const SUPER_ADMIN_CHOICE = { id: 'superAdmin', name: 'app.userTypes.superAdmin', disabled: true };

/** A read-only field's reason stays readable: MUI greys a disabled field's helper text below contrast. */
const LOCK_HINT_SX = { '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } } as const;

/** Languages carry their own names; the value lists are the association's own terms, shown as they are. */
const LANGUAGE_CHOICES = USER_LANGUAGES.map(([id, name]) => ({ id, name }));
const STATE_CHOICES = US_STATES.map(([code, name]) => ({ id: code, name: `${name} (${code})` }));
const valueChoices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

const MULTI_FIELDS = Object.keys(USER_MULTI_FIELDS) as UserMultiField[];

const requiredRule = [required()];

/** The photo of a read-only user: the image alone, since the upload input cannot be disabled. */
const PhotoPreview = () => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle2" component="span" sx={{ display: 'block', mb: 1 }}>
        {translate('resources.users.fields.picture')}
      </Typography>
      {record?.picture ? (
        <Avatar variant="rounded" src={record.picture} alt={translate('app.userEdit.photoAlt', { name: record.name ?? '' })} sx={{ width: 72, height: 72 }} />
      ) : (
        <Typography color="text.secondary">{translate('app.upload.none')}</Typography>
      )}
    </Box>
  );
};

/** The new password and its confirmation (Edit): both blank keeps the password. */
const PasswordChangeInputs = () => {
  const { trigger } = useFormContext<UserFormValues>();
  const { isSubmitted } = useFormState();
  // The pair is judged on the new password; a change of the confirmation judges it again.
  const recheck = () => {
    if (isSubmitted) void trigger('newPassword');
  };
  return (
    <Box sx={FIELD_GRID}>
      <PasswordInput
        source="newPassword"
        validate={newPasswordRules}
        autoComplete="new-password"
        helperText="app.userEdit.passwordChangeHint"
        fullWidth
      />
      <PasswordInput
        source="confirmPassword"
        autoComplete="new-password"
        helperText={PASSWORD_RULE_HINT}
        onChange={recheck}
        fullWidth
      />
    </Box>
  );
};

/**
 * Passwords are powers (src/shared/userAuthority.ts): only a super administrator sets another
 * person's directly; everyone else mails a reset link, and one's own changes in the profile.
 */
const PasswordSection = ({ mode, locks }: { mode: 'create' | 'edit'; locks: UserFieldLocks }) => {
  const translate = useTranslate();
  if (mode === 'create') {
    return locks.password ? (
      <Typography color="text.secondary">{translate('app.security.resetLink.createHint')}</Typography>
    ) : (
      <Box sx={FIELD_GRID}>
        <PasswordInput
          source="password"
          validate={createPasswordRules}
          autoComplete="new-password"
          helperText={PASSWORD_RULE_HINT}
          fullWidth
        />
        <PasswordInput
          source="confirmPassword"
          validate={confirmCreatePasswordRules}
          autoComplete="new-password"
          helperText="app.userEdit.passwordHint"
          fullWidth
        />
      </Box>
    );
  }
  if (locks.self) {
    return (
      <Typography color="text.secondary">
        {translate(lockHint(locks.password)!)}{' '}
        <Link component={LinkBase} to={PROFILE_PATH}>
          {translate('app.security.ownPassword.title')}
        </Link>
      </Typography>
    );
  }
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      {locks.password ? (
        <Typography color="text.secondary">{translate(lockHint(locks.password)!)}</Typography>
      ) : (
        <PasswordChangeInputs />
      )}
      <SendResetLinkButton />
    </Stack>
  );
};

export interface UserInputsProps {
  mode: 'create' | 'edit';
  /** Embedded read-only (a viewer without the edit permission): every field disabled, no buttons. */
  readOnly?: boolean;
}

/**
 * The fields of the user screens, shared by create, edit and the read-only view. Choosing Staff
 * hides everything a Staff user does not keep and shows the roles instead; the support staff show
 * only while the groups include Support.
 */
export const UserInputs = ({ mode, readOnly = false }: UserInputsProps) => {
  const translate = useTranslate();
  const role = useWatch<UserFormValues, 'role'>({ name: 'role' });
  const groups = useWatch<UserFormValues, 'groups'>({ name: 'groups' });
  const staff = isStaffRole(role);
  const disabled = readOnly;
  const text = { disabled, fullWidth: true } as const;
  const select = { disabled, fullWidth: true, translateChoice: false } as const;
  const locks = useUserFieldLocks();
  const staffChoice = locks.staffChoice ? { ...ROLE_CHOICES[2]!, disabled: true } : ROLE_CHOICES[2]!;
  const typeChoices = ROLE_CHOICES.map((c) => (c.id === STAFF_ROLE ? staffChoice : c));
  const roleChoices = role === 'superAdmin' ? [...typeChoices, SUPER_ADMIN_CHOICE] : typeChoices;
  // Why the type is read-only, or else why Staff is not offered.
  const roleHint = lockHint(locks.role) ?? (locks.staffChoice ? 'app.security.locks.staffChoice' : undefined);

  return (
    <Box sx={{ width: '100%', maxWidth: 1200 }}>
      {readOnly ? <PhotoPreview /> : <ImageUploadInput source="picture" />}

      <UserFormSection title="app.userEdit.sections.userType">
        <Box sx={FIELD_GRID}>
          <SelectInput
            source="role"
            choices={roleChoices}
            validate={requiredRule}
            disabled={disabled || Boolean(locks.role)}
            helperText={readOnly ? false : (roleHint ?? false)}
            sx={LOCK_HINT_SX}
            fullWidth
          />
        </Box>
        {staff && !readOnly && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate('app.userEdit.staffNote')}
          </Alert>
        )}
      </UserFormSection>

      <UserFormSection title="app.userEdit.sections.personal">
        <Box sx={FIELD_GRID}>
          <TextInput source="firstName" validate={firstNameRules} {...text} />
          <TextInput source="middleName" validate={limits.middleName} {...text} />
          <TextInput source="lastName" validate={limits.lastName} {...text} />
          <SelectInput source="language" choices={LANGUAGE_CHOICES} validate={requiredRule} {...select} />
          <TextInput
            source="email"
            type="email"
            validate={emailRules}
            autoComplete="off"
            {...text}
            disabled={disabled || Boolean(locks.email)}
            helperText={readOnly ? false : (lockHint(locks.email) ?? false)}
            sx={LOCK_HINT_SX}
          />
          <TextInput source="phoneNumber" type="tel" validate={phoneRules} {...text} />
          {!staff && (
            <>
              <TextInput source="secondaryPhone" type="tel" validate={limits.secondaryPhone} {...text} />
              <TextInput source="fax" type="tel" validate={limits.fax} {...text} />
            </>
          )}
        </Box>
      </UserFormSection>

      {!readOnly && (
        <UserFormSection title={mode === 'create' ? 'app.userEdit.sections.password' : 'app.userEdit.sections.passwordChange'}>
          <PasswordSection mode={mode} locks={locks} />
        </UserFormSection>
      )}

      {!staff && (
        <>
          <UserFormSection title="app.userEdit.sections.homeAddress">
            <Box sx={FIELD_GRID}>
              <TextInput source="address1" validate={limits.address1} {...text} />
              <TextInput source="address2" validate={limits.address2} {...text} />
              <TextInput source="city" validate={limits.city} {...text} />
              <SelectInput source="state" choices={STATE_CHOICES} {...select} />
              <TextInput source="country" validate={limits.country} {...text} />
              <TextInput source="postalCode" validate={postalCodeRules} {...text} />
            </Box>
          </UserFormSection>

          <UserFormSection title="app.userEdit.sections.professional">
            <Box sx={FIELD_GRID}>
              <NrdsInput source="nrds" disabled={disabled} />
              <TextInput source="reLicenseNo" validate={limits.reLicenseNo} {...text} />
              <SelectInput source="mncarMemberStatus" choices={valueChoices(MEMBER_STATUSES)} {...select} />
              <SelectInput source="mncarlMemberStatus" choices={valueChoices(L_MEMBER_STATUSES)} {...select} />
              <SelectInput
                source="mncarMiscellaneousStatus"
                choices={valueChoices(MISC_STATUSES)}
                {...select}
              />
              <SelectInput source="mcpeAccessType" choices={valueChoices(MCPE_ACCESS_TYPES)} {...select} />
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <CheckboxInput source="alowMcpeAccess" disabled={disabled} />
              </Box>
              <TextInput source="designations" validate={limits.designations} {...text} />
              <DateInput source="dob" disabled={disabled} fullWidth />
              <TextInput source="websiteURL" type="url" validate={websiteRules} {...text} />
              <NumberInput
                source="industryExperience"
                validate={experienceRules}
                min={USER_LIMITS.industryExperience.min}
                max={USER_LIMITS.industryExperience.max}
                step={1}
                {...text}
              />
              <SelectInput
                source="MemberOfFollowingREALTORAssociation"
                choices={valueChoices(REALTOR_ASSOCIATIONS)}
                {...select}
              />
              <SelectInput source="ethics" choices={valueChoices(ETHICS_STATUSES)} {...select} />
              <SelectInput source="orientation" choices={valueChoices(ORIENTATION_STATUSES)} {...select} />
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <CheckboxInput source="billToHomeAddress" disabled={disabled} />
              </Box>
              <SelectInput source="generation" choices={valueChoices(GENERATIONS)} {...select} />
              <TextInput source="adminEmail" type="email" validate={adminEmailRules} {...text} />
              <TextInput source="cdxAccessCode" validate={limits.cdxAccessCode} {...text} />
            </Box>
            <TextInput source="adminNote" validate={limits.adminNote} multiline minRows={2} {...text} />
          </UserFormSection>

          <UserFormSection title="app.userEdit.sections.specialties">
            <Box sx={{ ...FIELD_GRID, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
              {MULTI_FIELDS.map((field) => (
                <SelectArrayInput
                  key={field}
                  source={field}
                  choices={valueChoices(USER_MULTI_FIELDS[field])}
                  {...select}
                />
              ))}
            </Box>
          </UserFormSection>

          <UserFormSection title="app.userEdit.sections.notes">
            <TextInput source="biography" validate={limits.biography} multiline minRows={3} {...text} />
            <TextInput source="description" validate={limits.description} multiline minRows={3} {...text} />
          </UserFormSection>
        </>
      )}

      {!staff && <UserCompanySection readOnly={readOnly} />}
      {staff && <UserRolesSection readOnly={readOnly || Boolean(locks.roles)} lockedBecause={readOnly ? undefined : lockHint(locks.roles)} />}
      {!staff && hasSupportGroup(groups) && <UserSupportStaffSection readOnly={readOnly} />}
    </Box>
  );
};
