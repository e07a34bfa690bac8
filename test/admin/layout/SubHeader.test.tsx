// @vitest-environment jsdom
import BusinessIcon from '@mui/icons-material/Business';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
