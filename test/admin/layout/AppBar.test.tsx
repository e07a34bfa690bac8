import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppBar } from '../../../src/admin/layout/AppBar';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

describe('AppBar', () => {
  it('greets the user and opens the profile panel from the initial', async () => {
    renderWithAdmin(<AppBar />);
    expect(await screen.findByText('Hi, Ada')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Open profile panel' });
    expect(button).toHaveTextContent('A');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'User Profile' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('has the language menu and the theme switch', async () => {
    renderWithAdmin(<AppBar />);
    expect(await screen.findByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle light/dark mode' })).toBeInTheDocument();
  });
});
