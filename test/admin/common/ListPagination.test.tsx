import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CourseList } from '../../../src/admin/resources/courses/CourseList';
import { setupMswServer } from '../../helpers/msw';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { answer, queryOf, realDataProvider } from '../resources/courses/api';
import { COURSE, OTHER_COURSE } from '../resources/courses/fixtures';

const server = setupMswServer();

/** A list of 12,345 courses whose server counts up to 1,000 unless asked for the exact figure. */
function renderLargeList() {
  const requests = answer(server, 'get', '/courses', (request) =>
    new URL(request.url).searchParams.get('exactTotal') === 'true'
      ? { courses: [COURSE, OTHER_COURSE], total: 12345, totalExact: true }
      : { courses: [COURSE, OTHER_COURSE], total: 1000, totalExact: false },
  );
  renderWithAdmin(<CourseList />, { resource: 'courses', path: '/courses', dataProvider: realDataProvider() });
  return requests;
}

describe('ListPagination', () => {
  it('says "more than 1,000" when the server stopped counting, and counts all on demand', async () => {
    const user = userEvent.setup();
    const requests = renderLargeList();
    await screen.findByText('CE-101');
    const label = await screen.findByText(/of more than 1,000/);
    expect(label).toHaveTextContent('1-10 of more than 1,000');
    expect(queryOf(requests[0]!).exactTotal).toBeUndefined();
    // The pages up to the 1,000th row are numbered; no later page is offered.
    expect(screen.getByRole('button', { name: /page 100$/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /page 101$/i })).not.toBeInTheDocument();

    await user.click(within(label).getByRole('button', { name: 'Count all' }));
    await waitFor(() => expect(screen.getByText(/of 12345/)).toBeInTheDocument());
    expect(queryOf(requests.at(-1)!)).toMatchObject({ exactTotal: 'true', offset: '0' });
    expect(screen.queryByRole('button', { name: 'Count all' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /page 1235/i })).toBeInTheDocument();

    // The exact figure is remembered for this filter: the next page asks for it again.
    await user.click(screen.getByRole('button', { name: /page 2$/i }));
    await waitFor(() => expect(queryOf(requests.at(-1)!)).toMatchObject({ offset: '10', exactTotal: 'true' }));
  });

  it('shows the plain range when the total is exact', async () => {
    answer(server, 'get', '/courses', { courses: [COURSE, OTHER_COURSE], total: 12, totalExact: true });
    renderWithAdmin(<CourseList />, { resource: 'courses', path: '/courses', dataProvider: realDataProvider() });
    await screen.findByText('CE-101');
    expect(await screen.findByText('1-10 of 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Count all' })).not.toBeInTheDocument();
  });
});
