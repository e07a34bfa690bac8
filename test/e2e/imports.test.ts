import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, expectAccessible, launch, newPage, POLL, signInAs, type ApiCall } from './browser';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
/** Three new members; the second's Member Status is not one of the list's. */
const CSV = [
  'First Name,Last Name,Email,Primary Phone,Member Status,City',
  'Imma,Porter,imma.porter@example.com,612-555-0171,Active,Minneapolis',
  'Ivo,Gold,ivo.gold@example.com,612-555-0172,Gold,St. Paul',
  'Inez,Row,inez.row@example.com,612-555-0173,Pending,Duluth',
].join('\r\n');
const EMAILS = ['imma.porter@example.com', 'ivo.gold@example.com', 'inez.row@example.com'];

let browser: Browser;
let page: Page;
let api: ApiCall;

beforeAll(async () => {
  api = await adminApi();
  browser = await launch();
  ({ page } = await newPage(browser));
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
});
afterAll(async () => {
  await browser?.close();
});

/** The users with these emails, as the user list's search finds them. */
async function found(email: string): Promise<number> {
  const { users } = await api<{ users: unknown[] }>('GET', `/users/list/all?offset=0&limit=10&search=${encodeURIComponent(email)}`);
  return users.length;
}

const section = (name: string) => page.getByRole('region', { name, exact: true });
const status = () => page.locator('.MuiChip-root').first();

describe('importing users from a CSV file', () => {
  it('uploads a file from the user list and proposes the field of each column', async () => {
    await page.goto('/user-management/users/list');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import users from a CSV file' });
    await expectAccessible(page);
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'new-members.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL(/\/userImports\/[0-9a-f-]+\/show$/);
    await page.getByRole('heading', { name: 'Import new-members.csv' }).waitFor();
    await page.getByText('6 of 6 columns were matched by their header.').waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Member Status Member Status', exact: true }).innerText(), POLL).toBe('Member Status');
    await expectAccessible(page);
  });

  it('checks the file in a dry run that refuses the bad row and writes nothing', async () => {
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect.poll(() => status().innerText(), POLL).toBe('Checked');
    const check = section('2. Dry run');
    await expect.poll(() => check.getByRole('definition').allInnerTexts(), POLL).toEqual(['2', '0', '0', '1']);
    const issue = check.getByRole('table', { name: 'Refused rows' }).getByRole('row').nth(1);
    await expect.poll(() => issue.getByRole('cell').allInnerTexts(), POLL).toEqual(['3', 'Member Status', expect.stringContaining('"Gold" is not one of')]);
    expect(await found(EMAILS[0]!)).toBe(0);
    await expectAccessible(page);
  });

  it('reads the bad cell as a value of the list once told, and checks again', async () => {
    await page.getByRole('combobox', { name: '"Gold" in Member Status means' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await page.getByRole('button', { name: 'Check again' }).click();
    const check = section('2. Dry run');
    await expect.poll(() => check.getByRole('definition').allInnerTexts(), POLL).toEqual(['3', '0', '0', '0']);
    await check.getByText('No row was refused.').waitFor();
  });

  it('imports the rows after a confirmation, following the job to its end', async () => {
    await page.getByRole('button', { name: 'Import 3 rows' }).click();
    const confirm = page.getByRole('dialog', { name: 'Import now?' });
    await confirm.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => status().innerText(), POLL).toBe('Imported');
    await expect.poll(() => section('3. Import').getByRole('definition').allInnerTexts(), POLL).toEqual(['3', '0', '0', '0']);
    for (const email of EMAILS) expect(await found(email)).toBe(1);
    await expectAccessible(page);
  });

  it('lists the import among the imports', async () => {
    await page.goto('/userImports');
    const row = page.getByRole('row').filter({ hasText: 'new-members.csv' });
    await expect.poll(() => row.getByRole('cell').nth(1).innerText(), POLL).toBe('Imported');
    await expectAccessible(page);
    await row.getByRole('button', { name: 'Import new-members.csv' }).click();
    await page.waitForURL(/\/userImports\/[0-9a-f-]+\/show$/);
  });

  it('undoes the whole import: the users it created are gone', async () => {
    await page.getByRole('button', { name: 'Undo this import' }).click();
    const confirm = page.getByRole('dialog', { name: 'Undo this import?' });
    await confirm.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => status().innerText(), POLL).toBe('Undone');
    await page.getByText(/^Undone by .+ on /).waitFor();
    for (const email of EMAILS) expect(await found(email)).toBe(0);
    await expectAccessible(page);
  });
});

describe('importing companies from a CSV file', () => {
  const FIRMS = ['Name,Type,Status', 'Importa Holdings,Developer,Active', 'Importa Partners,Consultant,Inactive'].join('\n');
  const companiesNamed = async (search: string) =>
    (await api<{ companies: { name: string; isActive: boolean }[] }>('GET', `/company/list?offset=0&limit=10&search=${encodeURIComponent(search)}`)).companies;

  it('imports companies from the company list, and undoes them', async () => {
    await page.goto('/companies');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import companies from a CSV file' });
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'firms.csv', mimeType: 'text/csv', buffer: Buffer.from(FIRMS) });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL(/\/companyImports\/[0-9a-f-]+\/show$/);
    await page.getByText('3 of 3 columns were matched by their header.').waitFor();
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect.poll(() => section('2. Dry run').getByRole('definition').allInnerTexts(), POLL).toEqual(['2', '0', '0', '0']);
    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await page.getByRole('dialog', { name: 'Import now?' }).getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => status().innerText(), POLL).toBe('Imported');
    expect((await companiesNamed('Importa')).map((c) => [c.name, c.isActive]).sort()).toEqual([
      ['Importa Holdings', true],
      ['Importa Partners', false],
    ]);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Undo this import' }).click();
    await page.getByRole('dialog', { name: 'Undo this import?' }).getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => status().innerText(), POLL).toBe('Undone');
    expect(await companiesNamed('Importa')).toEqual([]);
  });
});

describe('importing a members file from another system', () => {
  /** Wild Apricot's members export, with its User ID column, which has no field here. */
  const lines = readFileSync('test/fixtures/imports/wild-apricot-members.csv', 'utf8').trim().split('\n');
  const FILE = [`User ID,${lines[0]}`, ...lines.slice(1).map((line, i) => `${40001 + i},${line}`)].join('\n');
  const companiesNamed = async (search: string) => (await api<{ companies: { name: string }[] }>('GET', `/company/list?offset=0&limit=10&search=${encodeURIComponent(search)}`)).companies;

  it('matches every column that has a field, names the data left out, and creates the organizations not on file', async () => {
    await page.goto('/user-management/users/list');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import users from a CSV file' });
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'wild-apricot.csv', mimeType: 'text/csv', buffer: Buffer.from(FILE) });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL(/\/userImports\/[0-9a-f-]+\/show$/);
    await page.getByText('15 of 16 columns were matched by their header.').waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: /^Dates in the file are written/ }).innerText(), POLL).toBe('MM/DD/YYYY');
    const check = section('2. Dry run');
    await check.getByText('User ID: 2 values will not be imported').waitFor();
    await expectAccessible(page);

    await page.getByRole('combobox', { name: '"Professional" in User Type means' }).click();
    await page.getByRole('option', { name: 'Member', exact: true }).click();
    await page.getByRole('combobox', { name: '"Affiliate" in User Type means' }).click();
    await page.getByRole('option', { name: 'Non-Member', exact: true }).click();
    await page.getByRole('combobox', { name: '"Lapsed" in Member Status means' }).click();
    await page.getByRole('option', { name: 'Inactive', exact: true }).click();
    await page.getByRole('radio', { name: 'Create the company (of type Other) and import the person in it' }).check();
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect.poll(() => check.getByRole('definition').allInnerTexts(), POLL).toEqual(['2', '0', '0', '0']);
    await check.getByText('2 rows name companies that are not on file (2 in all): 2 companies will be created.').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await page.getByRole('dialog', { name: 'Import now?' }).getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => status().innerText(), POLL).toBe('Imported');
    expect((await companiesNamed('Northwind Realty')).map((c) => c.name)).toEqual(['Northwind Realty']);
    expect(await found('ann.avery@wa.example.org')).toBe(1);

    await page.getByRole('button', { name: 'Undo this import' }).click();
    await page.getByRole('dialog', { name: 'Undo this import?' }).getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => status().innerText(), POLL).toBe('Undone');
    expect(await companiesNamed('Northwind Realty')).toEqual([]);
    expect(await found('ann.avery@wa.example.org')).toBe(0);
  });
});
