import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csvRecordCounter } from '../../../src/admin/providers/dataProvider';
import { CompanyList } from '../../../src/admin/resources/companies/CompanyList';
import { LocationListDialog } from '../../../src/admin/resources/locations/LocationListDialog';
import { setupMswServer } from '../../helpers/msw';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { COMPANY, OTHER_COMPANY } from '../resources/companies/fakeApi';
import { API, answer, COMPANY_ID, LOCATION, realDataProvider } from '../resources/locations/fixtures';

const server = setupMswServer();
const encoder = new TextEncoder();

interface ExportCall {
  body: Record<string, unknown>;
  headers: Headers;
  aborted: () => boolean;
}

/**
 * POST /export/<list>: answers the CSV in two parts, the second only once `release()` is called
 * (or never), so the test sees the progress in between.
 */
function streamedExport(list: string, first: string, second: string) {
  const calls: ExportCall[] = [];
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(`${API}/export/${list}`, async ({ request }) => {
      const signal = request.signal;
      calls.push({ body: (await request.json()) as Record<string, unknown>, headers: request.headers, aborted: () => signal.aborted });
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(first));
          await released;
          controller.enqueue(encoder.encode(second));
          controller.close();
        },
      });
      return new HttpResponse(stream, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${list}_table_20260301.csv"`,
        },
      });
    }),
  );
  return { calls, release: () => release() };
}

/** A saved file's text, its byte-order mark kept (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

let saved: { name: string; blob: Blob }[];
beforeEach(() => {
  saved = [];
  // jsdom has no object URLs and does not download: both are watched here.
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:export-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => vi.restoreAllMocks());

function companyList(store = memoryStore()) {
  answer(server, 'get', '/company/list', { companies: [COMPANY, OTHER_COMPANY], total: 3 });
  const filter = encodeURIComponent(JSON.stringify({ q: 'realty', type: ['Broker'] }));
  return renderWithAdmin(<CompanyList />, {
    resource: 'companies',
    path: `/companies?filter=${filter}&sort=nameInLower&order=DESC`,
    dataProvider: realDataProvider(),
    store,
  });
}

describe('ExportTableButton on the company list', () => {
  it('exports the chosen columns in the chosen order with their labels and value labels, the list\'s search, filters and sort, showing the rows as they arrive', async () => {
    const user = userEvent.setup();
    // The staff member has moved Type before Name (react-admin's ranks of the DataTable's children).
    const store = memoryStore({ 'companies.list_columnRanks': [2, 1, 0] });
    const exported = streamedExport('companies', '\uFEFFType,Name,Status\nBroker,Acme Realty,Active\n', 'Broker,"Birch, Partners",Inactive\nBroker,Cedar,Active\n');
    companyList(store);
    await screen.findByText('Acme Realty');

    // Hides Website URL with Columns, as a staff member does.
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('switch', { name: 'Website URL' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Website URL/ })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Export Table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exporting the table' });
    // The first part has arrived: one row of the list's three.
    expect(await within(dialog).findByText('Rows written: 1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Exporting the table' })).toHaveAttribute('aria-valuenow', '33');
    // Behind the dialog (hidden from assistive technology while it is open), and disabled.
    expect(screen.getByRole('button', { name: 'Export Table', hidden: true })).toBeDisabled();

    expect(exported.calls).toHaveLength(1);
    const { body, headers } = exported.calls[0]!;
    expect(headers.get('authorization')).toBe('Bearer a-token');
    expect(body).toEqual({
      search: 'realty',
      sortKey: 'nameInLower',
      sortOrder: -1,
      filters: [{ key: 'type', value: ['Broker'] }],
      columns: [
        {
          key: 'type',
          label: 'Type',
          values: {
            Broker: 'Broker',
            Consultant: 'Consultant',
            Appraisal: 'Appraisal',
            Developer: 'Developer',
            Investments: 'Investments',
            'Design/Architecture': 'Design/Architecture',
            Other: 'Other',
          },
        },
        { key: 'name', label: 'Name' },
        { key: 'isActive', label: 'Status', values: { true: 'Active', false: 'Inactive' } },
        { key: 'locationCount', label: 'Locations' },
        { key: 'membersCount', label: 'Members' },
        { key: 'updatedAt', label: 'Last Updated' },
      ],
      locale: 'en',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });

    exported.release();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('companies_table_20260301.csv');
    expect(await textOf(saved[0]!.blob)).toBe('\uFEFFType,Name,Status\nBroker,Acme Realty,Active\nBroker,"Birch, Partners",Inactive\nBroker,Cedar,Active\n');
    expect(await screen.findByText('Table exported: 3 rows')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exporting the table' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Export Table' })).toBeEnabled();
  });

  it('stops the export on Cancel: no file, no error', async () => {
    const user = userEvent.setup();
    const exported = streamedExport('companies', 'Name\nAcme Realty\n', 'never sent\n');
    companyList();
    await screen.findByText('Acme Realty');
    await user.click(screen.getByRole('button', { name: 'Export Table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exporting the table' });
    await within(dialog).findByText('Rows written: 1 of 3');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exporting the table' })).not.toBeInTheDocument());
    await waitFor(() => expect(exported.calls[0]!.aborted()).toBe(true));
    exported.release();
    expect(saved).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Table' })).toBeEnabled();
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    answer(server, 'post', '/export/companies', {}, { status: 400, message: 'filters: unknown key "colour"' });
    companyList();
    await screen.findByText('Acme Realty');
    await user.click(screen.getByRole('button', { name: 'Export Table' }));
    expect(await screen.findByText('filters: unknown key "colour"')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('counts rows without an end when the list has more than 1,000 (the total not counted)', async () => {
    const user = userEvent.setup();
    streamedExport('companies', 'Name\nAcme Realty\nBirch\n', 'never sent\n');
    answer(server, 'get', '/company/list', { companies: [COMPANY, OTHER_COMPANY], total: 1000, totalExact: false });
    renderWithAdmin(<CompanyList />, { resource: 'companies', path: '/companies', dataProvider: realDataProvider() });
    await screen.findByText(/of more than 1,000/);
    await user.click(screen.getByRole('button', { name: 'Export Table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exporting the table' });
    expect(await within(dialog).findByText('Rows written: 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Exporting the table' })).not.toHaveAttribute('aria-valuenow');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  });

  it('asks for a column when every exportable one is hidden', async () => {
    const user = userEvent.setup();
    const hidden = ['nameInLower', 'type', 'isActive', 'websiteUrl', 'locationCount', 'membersCount', 'updatedAt'];
    companyList(memoryStore({ 'companies.list': hidden }));
    await screen.findByRole('columnheader', { name: 'Image' });
    await user.click(screen.getByRole('button', { name: 'Export Table' }));
    expect(await screen.findByText('Choose at least one column to export (Columns).')).toBeInTheDocument();
  });
});

describe("ExportTableButton in a company's location list", () => {
  it("exports that company's locations, the address column named by its label", async () => {
    const user = userEvent.setup();
    answer(server, 'get', `/locations/list/${COMPANY_ID}`, { locations: [LOCATION], total: 1 });
    const exported = streamedExport('locations', 'Location Name\n', 'Downtown Office\n');
    exported.release();
    renderWithAdmin(<LocationListDialog open mode="view" companyId={COMPANY_ID} onClose={() => undefined} />, {
      dataProvider: realDataProvider(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Locations' });
    await within(dialog).findByText('Downtown Office');
    await user.click(within(dialog).getByRole('button', { name: 'Export Table' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exported.calls[0]!.body).toMatchObject({
      companyId: COMPANY_ID,
      sortKey: 'createdAt',
      sortOrder: -1,
      columns: [
        { key: 'name', label: 'Location Name' },
        { key: 'nrdsId', label: 'Location NRDS' },
        { key: 'type', label: 'Type', values: { corporate: 'Corporate', branch: 'Branch', other: 'Other' } },
        { key: 'address', label: 'Address' },
      ],
    });
    expect(exported.calls[0]!.body).not.toHaveProperty('filters');
  });
});

describe('csvRecordCounter', () => {
  it('counts records by their line feeds, not the line feeds inside quoted cells, across chunks', () => {
    const count = csvRecordCounter();
    expect(count(encoder.encode('Name,Note\nAnn,"two\nlines'))).toBe(1);
    expect(count(encoder.encode(' and a ""quote"""\nBo,'))).toBe(2);
    expect(count(encoder.encode('Ünïcode\n'))).toBe(3);
  });
});
