import { screen } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { RecordGuard } from '../../../src/admin/common/RecordGuard';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const renderGuard = (getOne: () => Promise<unknown>) =>
  renderWithAdmin(
    <RecordGuard resource="companies" id="c1" listPath="/companies" backLabel="app.companies.backToList">
      <p>the edit screen</p>
    </RecordGuard>,
    { dataProvider: { getOne: vi.fn(getOne) } },
  );

describe('RecordGuard', () => {
  it('shows the screen once its record is there', async () => {
    renderGuard(async () => ({ data: { id: 'c1', name: 'Acme' } }));
    expect(await screen.findByText('the edit screen')).toBeInTheDocument();
  });

  it.each([404, 400])("shows 'not found' with the way back to the list for an id the API answers %i to", async (status) => {
    renderGuard(async () => {
      throw new HttpError('Company not found.', status);
    });
    expect(await screen.findByRole('heading', { name: 'This record does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the company list' })).toHaveAttribute('href', '/companies');
    expect(screen.getByRole('link', { name: /Back to home/i })).toHaveAttribute('href', '/');
    expect(screen.queryByText('the edit screen')).not.toBeInTheDocument();
  });
});
