import { useState } from 'react';
import BusinessIcon from '@mui/icons-material/Business';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { PageTitleProvider, RecordPageTitle } from '../../../src/admin/layout/PageTitle';
import { SubHeader } from '../../../src/admin/layout/SubHeader';
import type { ModuleScreen } from '../../../src/admin/modules';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const SCREENS: ModuleScreen[] = [
  { module: 'Dashboard', path: '/dashboard', labelKey: 'app.modules.dashboard', icon: BusinessIcon },
  { module: 'Companies', path: '/companies', labelKey: 'app.modules.companies', icon: BusinessIcon },
];

describe('SubHeader', () => {
  it('shows the active entry as the title and Home › entry as breadcrumbs', async () => {
    renderWithAdmin(<SubHeader screens={SCREENS} />, { path: '/companies/edit/7' });
    expect(screen.getByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toHaveTextContent('Home');
    // Home is the root until the permissions are known, then /dashboard, which a superAdmin may view.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard'));
    expect(screen.getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/companies');
    expect(document.title).toBe('Companies | CRE Association Admin');
  });

  it("names the record of an edit screen in the title and the browser tab, and forgets it when the screen goes", async () => {
    const Screen = () => {
      const [shown, setShown] = useState(true);
      return (
        <PageTitleProvider>
          <SubHeader screens={SCREENS} />
          {shown && (
            <RecordContextProvider value={{ id: 'c7', name: 'Acme Realty' }}>
              <RecordPageTitle titleKey="app.companies.editTitle" />
            </RecordContextProvider>
          )}
          <button type="button" onClick={() => setShown(false)}>
            leave
          </button>
        </PageTitleProvider>
      );
    };
    renderWithAdmin(<Screen />, { path: '/companies/edit/c7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Company: Acme Realty' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Edit Company: Acme Realty | CRE Association Admin'));
    // The breadcrumbs still lead back to the list.
    expect(screen.getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/companies');
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
  });

  it('names the shell pages', () => {
    renderWithAdmin(<SubHeader screens={[]} />, { path: '/my-access' });
    expect(screen.getByRole('heading', { level: 1, name: 'My access' })).toBeInTheDocument();
    expect(screen.getByText('My access', { selector: '[aria-current="page"]' })).toBeInTheDocument();
  });

  it('shows nothing on a page outside the menu', () => {
    const { container } = renderWithAdmin(<SubHeader screens={SCREENS} />, { path: '/nowhere' });
    expect(container.querySelector('h1')).toBeNull();
  });
});
