import { screen } from '@testing-library/react';
import { Resource } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { companies } from '../../../../src/admin/resources/companies/entry';
import { resourceProps } from '../../../../src/admin/resourceEntry';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { COMPANY, fakeApi } from './fakeApi';

function renderAt(path: string) {
  const api = fakeApi({
    'GET /company/list': () => ({ companies: [COMPANY], total: 1 }),
    'GET /company/{id}': () => ({ company: COMPANY }),
  });
  renderWithAdmin(
    <Routes>
      <Route path="/companies/*" element={<Resource {...resourceProps(companies)} />} />
    </Routes>,
    { path, dataProvider: api.dataProvider },
  );
  return api;
}

describe('the companies resource', () => {
  it('is named companies, shown by its name', () => {
    expect(companies).toMatchObject({ name: 'companies', module: 'Companies', resource: { recordRepresentation: 'name' } });
  });

  it('shows the list at /companies', async () => {
    renderAt('/companies');
    expect(await screen.findByText('Acme Realty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('shows the create screen at /companies/add', async () => {
    const api = renderAt('/companies/add');
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the edit screen at /companies/edit/{id}', async () => {
    const api = renderAt('/companies/edit/c1');
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Acme Realty');
    expect(api.callsTo('GET', '/company/c1')).toHaveLength(1);
  });

  it("leads react-admin's own record path to the edit screen", async () => {
    renderAt('/companies/c1');
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
  });
});
