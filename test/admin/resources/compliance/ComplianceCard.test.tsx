import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComplianceCard } from '../../../../src/admin/resources/compliance/ComplianceCard';
import { setupMswServer } from '../../../helpers/msw';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, realDataProvider } from '../courses/api';
import { complianceAuth } from './fixtures';

const server = setupMswServer();

describe('ComplianceCard', () => {
  it('counts the members behind with a cycle ending soon and opens the list filtered to them', async () => {
    answer(server, 'get', '/compliance/summary', { summary: { behind: 40, onTrack: 10, complete: 5, behindEndingSoon: 7, endingSoonDays: 60 } });
    renderWithAdmin(<ComplianceCard />, { dataProvider: realDataProvider(), authProvider: complianceAuth({ read: true }) });
    const link = await screen.findByRole('link', { name: /Behind on CE/ });
    expect(link).toHaveTextContent('7');
    expect(link).toHaveAccessibleDescription('Licensee members behind on their credit hours with a cycle ending within 60 days');
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/compliance');
    expect(JSON.parse(href.searchParams.get('filter') ?? '')).toEqual({ status: ['behind'], endingWithin: '60' });
  });

  it("says the server's refusal in its place", async () => {
    answer(server, 'get', '/compliance/summary', { errors: [] }, { status: 403, message: "You don't have access to View CE Compliance!" });
    renderWithAdmin(<ComplianceCard />, { dataProvider: realDataProvider(), authProvider: complianceAuth({ read: true }) });
    expect(await screen.findByText(/Behind on CE: You don't have access to View CE Compliance!/)).toBeInTheDocument();
  });
});
