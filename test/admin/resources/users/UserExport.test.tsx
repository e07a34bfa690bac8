import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../../src/admin/providers/dataProvider';
import { API_TABLE } from '../../../../src/admin/registry';
import type { HttpClient, HttpRequestOptions, HttpResponse } from '../../../../src/admin/providers/httpClient';
import { UserList } from '../../../../src/admin/resources/users/UserList';
import { exportFileName } from '../../../../src/shared/users';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { API_URL } from '../companies/fakeApi';
import { usersApi } from './listFixtures';

const PATH = '/user-management/users/list';

interface FileRequest {
  url: string;
  options: HttpRequestOptions;
  resolve: (response: HttpResponse) => void;
  reject: (error: unknown) => void;
}

/** The list answers at once; a file request waits until the test answers it. */
function setup(path = PATH) {
  const user = userEvent.setup();
  const api = usersApi();
  const fileRequests: FileRequest[] = [];
  const httpClient = vi.fn<HttpClient>((url, options = {}) => {
    if (options.responseType !== 'blob') return api.httpClient(url, options);
    return new Promise<HttpResponse>((resolve, reject) => {
      fileRequests.push({ url, options, resolve, reject });
      options.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
    });
  });
  const dataProvider = createDataProvider(API_URL, httpClient, API_TABLE);
  renderWithAdmin(<UserList />, { resource: 'users', path, dataProvider: { ...dataProvider } });
  return { user, fileRequests };
}

const csv = (disposition?: string): HttpResponse => ({
  status: 200,
  json: null,
  headers: new Headers(disposition ? { 'Content-Disposition': disposition } : {}),
  blob: new Blob(['Name,Email\nAnn Lee,ann@example.org\n'], { type: 'text/csv' }),
});

describe('UserList export', () => {
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    clicked = [];
    // jsdom has no object URLs and does not download: both are watched here.
    URL.createObjectURL = vi.fn(() => 'blob:users-csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Fetching Data' while the CSV of the current search and filters is fetched, then downloads it at once", async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'ann', role: 'member' }));
    const { user, fileRequests } = setup(`${PATH}?filter=${filter}&sort=email&order=ASC`);
    await screen.findByText('Ann Lee');

    await user.click(screen.getByRole('button', { name: 'Export' }));
    const modal = await screen.findByRole('dialog', { name: 'Fetching Data' });
    expect(modal).toHaveAccessibleDescription('We are fetching user data. Please wait ...');
    // Behind the modal, hidden from the accessibility tree while it shows.
    expect(screen.getByRole('button', { name: 'Export', hidden: true })).toBeDisabled();

    expect(fileRequests).toHaveLength(1);
    expect(fileRequests[0].url).toBe(`${API_URL}/users/list/all`);
    expect(fileRequests[0].options.query).toEqual({
      sortKey: 'email',
      sortOrder: 1,
      search: 'ann',
      filters: [{ key: 'role', value: 'member' }],
      download: 'csv',
    });
    expect(clicked).toHaveLength(0);

    fileRequests[0].resolve(csv('attachment; filename="user_report_20260102.csv"'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('user_report_20260102.csv');
    expect(clicked[0].href).toBe('blob:users-csv');
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fetching Data' })).not.toBeInTheDocument());
  });

  it('downloads the purchasable list with isPurchasableListAccess, named as the spec says when the server gives no name', async () => {
    const { user, fileRequests } = setup();
    await screen.findByText('Ann Lee');
    await user.click(screen.getByRole('button', { name: 'Download Purchasable List' }));
    expect(await screen.findByRole('dialog', { name: 'Fetching Data' })).toBeInTheDocument();
    expect(fileRequests[0].options.query).toMatchObject({ download: 'csv', isPurchasableListAccess: true });

    fileRequests[0].resolve(csv());
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe(exportFileName('purchasable', new Date()));
  });

  it("shows the server's message and downloads nothing when the export is refused", async () => {
    const { user, fileRequests } = setup();
    await screen.findByText('Ann Lee');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await screen.findByRole('dialog', { name: 'Fetching Data' });
    fileRequests[0].reject(new HttpError("You don't have access to View User!", 403, null));
    expect(await screen.findByText("You don't have access to View User!")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fetching Data' })).not.toBeInTheDocument());
    expect(clicked).toHaveLength(0);
  });

  it('stops the request on Cancel', async () => {
    const { user, fileRequests } = setup();
    await screen.findByText('Ann Lee');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const modal = await screen.findByRole('dialog', { name: 'Fetching Data' });
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fetching Data' })).not.toBeInTheDocument());
    expect(fileRequests[0].options.signal?.aborted).toBe(true);
    expect(clicked).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });
});
