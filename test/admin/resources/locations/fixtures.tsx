import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SetupServer } from 'msw/node';
import { createDataProvider } from '../../../../src/admin/providers/dataProvider';
import { API_TABLE } from '../../../../src/admin/registry';
import { createHttpClient } from '../../../../src/admin/providers/httpClient';
import type { Location } from '../../../../src/shared/companies';

export const API = 'http://localhost/api/v1/admin';

/** The app's own dataProvider and HTTP client, talking to msw. */
export const realDataProvider = () => createDataProvider(API, createHttpClient({ getToken: () => 'a-token' }), API_TABLE);

export const envelope = (body: JsonBodyType, message = 'Success', code = 200) => ({ status: { code, message }, body });

/** Answers METHOD path with the envelope around `body`, keeping a copy of every request. */
export function answer(
  server: SetupServer,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  body: JsonBodyType,
  { status = 200, message = 'Success' }: { status?: number; message?: string } = {},
) {
  const requests: Request[] = [];
  server.use(
    http[method](`${API}${path}`, ({ request }) => {
      requests.push(request.clone());
      return HttpResponse.json(envelope(body, message, status), { status });
    }),
  );
  return requests;
}

export const COMPANY_ID = '8d0f6a8e-6a4b-4c1e-9a59-3f0e1c2b7d11';
export const PAYER_ID = '1a2b3c4d-1111-4222-8333-444455556666';
export const REALTOR_ID = '1a2b3c4d-2222-4222-8333-444455556666';

export const MEMBERS = [
  { _id: PAYER_ID, name: 'Pat Payer', email: 'pat@example.org', phoneNumber: '612-555-0101' },
  { _id: REALTOR_ID, name: 'Rae Realtor', email: 'rae@example.org', phoneNumber: '612-555-0102' },
];

export const LOCATION: Location = {
  _id: '3e0c5a4e-5b7d-4f43-8e0a-0d9b1c2a3f44',
  name: 'Downtown Office',
  nrdsId: '502212345',
  type: 'branch',
  payMemberId: PAYER_ID,
  payMember: 'Pat Payer',
  website: 'https://downtown.example.org',
  phoneNumber: '612-555-0100',
  marketId: 'twinCities',
  largeCompany: 'Yes',
  mcpeAccessType: 'billable',
  allowMcpeAccess: true,
  currentMcpeStatus: 'active',
  currentMcpeStatusDate: '2024-03-01',
  fax: '',
  contactName: 'Casey Contact',
  contactPhone: '',
  rawDataFeeds: 'Yes',
  dataFeedsOffice: 'No',
  dataFeedsIndividual: 'No',
  templates: 'No',
  designatedRealtorId: null,
  designatedRealtorName: '',
  designatedRealtorEmail: '',
  designatedRealtorPhone: '',
  description: '<p>Corner office</p>',
  isMailingAddressAsPhysicalAddress: false,
  physicalAddress: {
    addressLine1: '12 Main St',
    addressLine2: 'Suite 4',
    city: 'Minneapolis',
    state: 'MN',
    zipCode: '55401',
    country: 'United States',
  },
  mailingAddress: {
    addressLine1: 'PO Box 9',
    addressLine2: '',
    city: 'Saint Paul',
    state: 'MN',
    zipCode: '55101',
    country: 'United States',
  },
  companyId: COMPANY_ID,
  company: { _id: COMPANY_ID, name: 'Acme Realty' },
  createdAt: '2024-01-02T10:00:00.000Z',
  updatedAt: '2024-01-02T10:00:00.000Z',
};

/** The group (form section) titled `name`. */
export const section = (name: string) => screen.getByRole('group', { name });

/** Opens the select labelled `label` (within `container`, or the whole screen) and picks `option`. */
export async function choose(user: UserEvent, label: RegExp, option: string, container: HTMLElement = document.body) {
  await user.click(within(container).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The location form has some sixty inputs: a test that types into many of them takes 10–15 s in jsdom. */
export const FORM_TEST_TIMEOUT_MS = 40_000;
