import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '../../../../src/admin/layout/errors/NotFoundPage';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';

describe('NotFoundPage', () => {
  it('says 404, asks how the user got here and links home', () => {
    renderWithAdmin(<NotFoundPage />, { path: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'How did you get here' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
