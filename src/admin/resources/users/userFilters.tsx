import { filterPanel } from '../../common/filters/FilterForm';
import { US_STATES, DEFAULT_COUNTRY } from '../../../shared/addressValues';
import {
  ETHICS_STATUSES,
  GENERATIONS,
  L_MEMBER_STATUSES,
  MCPE_ACCESS_TYPES,
  MEMBER_STATUSES,
  MISC_STATUSES,
  ORIENTATION_STATUSES,
  REALTOR_ASSOCIATIONS,
  USER_MULTI_FIELDS,
  USER_ROLES,
} from '../../../shared/userValues';
import {
  activeFilter,
  listChoices,
  type FilterDescription,
  type FilterField,
  type GroupFilter,
  type SelectFilter,
  type TextFilter,
} from '../../common/filters/filterDescription';
import { USER_TYPE_KEYS } from '../../layout/userTypeLabel';
import { CompanyPickerDialog } from '../companies';
import { RolePickerDialog } from '../roles';
import { UserPickerDialog, type UserPickerDialogProps } from './UserPickerDialog';

/**
 * The user list's Filters panel, in sections, sent in the formats of src/shared/users.ts
 * (USER_FILTER_KEYS).
 */

const field = (name: string) => `resources.users.fields.${name}`;

const text = (source: string, label?: string): TextFilter => ({ kind: 'text', source, label });
/** A fixed value list, its values shown as they are. */
const choices = (source: string, values: readonly string[]): FilterField => ({ kind: 'choices', source, choices: listChoices(values), translateChoice: false });
const single = (source: string, values: readonly string[]): SelectFilter => ({ kind: 'select', source, choices: listChoices(values), translateChoice: false });
const yesNo = (source: string): SelectFilter => ({
  kind: 'select',
  source,
  choices: [
    { id: 'Yes', name: 'app.users.yes' },
    { id: 'No', name: 'app.users.no' },
  ],
  read: (value) =>
    value === true || (typeof value === 'string' && /^(yes|true)$/i.test(value)) ? 'Yes' : value === false || (typeof value === 'string' && /^(no|false)$/i.test(value)) ? 'No' : '',
});

const STATE_CHOICES = US_STATES.map(([code, name]) => ({ id: code, name: `${name} (${code})` }));
const state = (label: string): SelectFilter => ({
  kind: 'select',
  source: 'state',
  label,
  choices: STATE_CHOICES,
  translateChoice: false,
  emptyText: 'app.list.filter.anyState',
});

/** A location's physical or mailing address: address, city, state and ZIP code. */
const locationAddress = (source: 'physicalAddress' | 'mailingAddress'): GroupFilter => ({
  kind: 'group',
  source: `location.${source}`,
  label: field(source),
  parts: [
    { kind: 'text', source: 'addressLine1', label: 'app.list.filter.address' },
    { kind: 'text', source: 'city', label: 'app.address.city' },
    state('app.address.state'),
    { kind: 'text', source: 'zipCode', label: 'app.address.zipCode' },
  ],
});

// Any user may be someone's support staff, active or not.
const StaffPicker = (props: Omit<UserPickerDialogProps, 'filter'>) => <UserPickerDialog filter={{}} {...props} />;

export const userFilters: FilterDescription = {
  width: 860,
  fields: [
    {
      section: 'app.users.filters.sections.general',
      fields: [
        { kind: 'dateRange', source: 'createdAt', times: true },
        activeFilter('isActive', 'app.users.filters.active'),
        { kind: 'select', source: 'role', choices: USER_ROLES.map((role) => ({ id: role, name: USER_TYPE_KEYS[role] ?? role })) },
        { kind: 'picked', source: 'roles', reference: 'roles', multiple: true, picker: RolePickerDialog },
      ],
    },
    {
      section: 'app.users.filters.sections.company',
      fields: [
        { kind: 'picked', source: 'companyName', reference: 'companies', multiple: true, picker: CompanyPickerDialog },
        text('location.name', field('locationName')),
        text('location.nrdsId', field('locationNrds')),
        text('location.fax', field('fax')),
        locationAddress('physicalAddress'),
        locationAddress('mailingAddress'),
      ],
    },
    {
      section: 'app.users.filters.sections.person',
      fields: [
        text('firstName'),
        text('lastName'),
        text('nrds'),
        text('reLicenseNo'),
        text('designations'),
        // Birthdays are dates without a time; the server compares them as dates.
        { kind: 'dateRange', source: 'dob' },
        text('phoneNumber'),
        text('secondaryPhone'),
        text('websiteURL'),
      ],
    },
    {
      section: 'app.users.filters.sections.membership',
      fields: [
        choices('mncarMemberStatus', MEMBER_STATUSES),
        choices('mncarlMemberStatus', L_MEMBER_STATUSES),
        choices('mncarMiscellaneousStatus', MISC_STATUSES),
        yesNo('alowMcpeAccess'),
        choices('mcpeAccessType', MCPE_ACCESS_TYPES),
        single('ethics', ETHICS_STATUSES),
        single('orientation', ORIENTATION_STATUSES),
        yesNo('billToHomeAddress'),
        { kind: 'picked', source: 'supportStaff', reference: 'users', multiple: true, picker: StaffPicker },
      ],
    },
    {
      section: 'app.users.filters.sections.home',
      fields: [
        {
          kind: 'group',
          source: 'homeAddress',
          parts: [
            text('address1', field('address1')),
            text('address2', field('address2')),
            text('city', field('city')),
            state(field('state')),
            text('postalCode', field('postalCode')),
          ],
          // The country is fixed: shown, not chosen, and sent with the other parts.
          fixed: [{ source: 'country', label: field('country'), value: DEFAULT_COUNTRY }],
        },
      ],
    },
    {
      section: 'app.users.filters.sections.professional',
      fields: [
        { kind: 'numberRange', source: 'industryExperience' },
        choices('MemberOfFollowingREALTORAssociation', REALTOR_ASSOCIATIONS),
        ...(['marketAreaSpecialty', 'realStateSpecialty', 'groups', 'currentLineOfWork', 'mncarMarket', 'typeOfBusiness', 'volunteer'] as const).map(
          (source) => choices(source, USER_MULTI_FIELDS[source]),
        ),
        choices('generation', GENERATIONS),
      ],
    },
    {
      section: 'app.users.filters.sections.admin',
      fields: [text('biography'), text('adminEmail'), text('adminNote')],
    },
  ],
};

export default filterPanel(userFilters);
