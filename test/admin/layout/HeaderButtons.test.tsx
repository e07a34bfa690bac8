import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, useGetList } from 'react-admin';
import { LanguageMenuButton, RefreshButton, ThemeToggleButton } from '../../../src/admin/layout/HeaderButtons';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const Rows = () => {
  const { data } = useGetList('users');
  return <p>{data ? `${data.length} rows` : 'no rows yet'}</p>;
};

describe('the header buttons', () => {
  it('lists the languages in a menu that is there only while open, and switches to the one chosen', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<LanguageMenuButton />);
    const button = screen.getByRole('button', { name: 'English' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveClass('Mui-selected');
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('button', { name: 'Deutsch' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  // Back and forth, with the app's dark theme, in the browser test of the shell.
  it('switches to the dark theme in the store, with its name in the shared tooltip', async () => {
    const store = memoryStore();
    renderWithAdmin(<ThemeToggleButton />, { store });
    const button = screen.getByRole('button', { name: 'Toggle light/dark mode' });
    expect(button).toHaveAttribute('data-tooltip', 'Toggle light/dark mode');
    await userEvent.click(button);
    expect(store.getItem('theme')).toBe('dark');
  });

  it('asks for the screen’s data again, and shows a named spinner while a request is under way', async () => {
    let answer: () => void = () => undefined;
    const getList = vi.fn(() => new Promise((resolve) => (answer = () => resolve({ data: [{ id: 1 }], total: 1 }))));
    renderWithAdmin(
      <>
        <RefreshButton />
        <Rows />
      </>,
      { dataProvider: { getList } },
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('1 rows')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
  });
});
