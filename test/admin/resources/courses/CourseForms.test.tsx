import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CourseCreate } from '../../../../src/admin/resources/courses/CourseCreate';
import { CourseEdit } from '../../../../src/admin/resources/courses/CourseEdit';
import { courseTransform } from '../../../../src/admin/resources/courses/courseTransform';
import { EVENT_MESSAGES } from '../../../../src/shared/events';
import { setupMswServer } from '../../../helpers/msw';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, jsonOf, realDataProvider } from './api';
import { COURSE, COURSE_ID } from './fixtures';

const server = setupMswServer();

const routes = (
  <Routes>
    <Route path="/courses/add" element={<CourseCreate />} />
    <Route path="/courses/edit/:id" element={<CourseEdit />} />
    <Route path="/courses" element={<p>the list</p>} />
  </Routes>
);

describe('courseTransform', () => {
  it('sends the fields the API takes, trimmed', () => {
    expect(courseTransform({ ...COURSE, id: COURSE_ID, code: ' CE-101 ', title: ' Basics ', creditHours: '2.25' })).toEqual({
      code: 'CE-101',
      title: 'Basics',
      creditHours: 2.25,
      delivery: 'in-person',
      description: COURSE.description,
      isActive: true,
    });
  });
});

describe('CourseCreate', () => {
  it('requires code, title and quarter hours, then posts the course and goes back to the list', async () => {
    const user = userEvent.setup();
    const created = answer(server, 'post', '/courses/create', (request) => ({ course: { ...COURSE, _id: 'new-id', request: request.url } }), {
      message: EVENT_MESSAGES.courseCreated,
    });
    const { location } = renderWithAdmin(routes, { resource: 'courses', path: '/courses/add', dataProvider: realDataProvider() });
    const hours = await screen.findByLabelText(/^Credit Hours/);
    await user.type(hours, '1.3');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Credit hours must be from 0 to 99.75, in quarter hours (for example 1.5 or 3.25).')).toBeInTheDocument();
    expect(created).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'CE-300');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Investment Analysis');
    await user.clear(hours);
    await user.type(hours, '2.75');
    await user.tab();
    await user.click(screen.getByRole('combobox', { name: /Delivery/ }));
    await user.click(await screen.findByRole('option', { name: 'Hybrid' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(await jsonOf(created[0])).toEqual({
      code: 'CE-300',
      title: 'Investment Analysis',
      creditHours: 2.75,
      delivery: 'hybrid',
      description: '',
      isActive: true,
    });
    await waitFor(() => expect(location()?.pathname).toBe('/courses'));
    expect(await screen.findByText('Course created successfully!')).toBeInTheDocument();
  });

  it("shows the server's refusal (a code already taken) and stays on the form", async () => {
    const user = userEvent.setup();
    answer(server, 'post', '/courses/create', null, { status: 409, message: EVENT_MESSAGES.courseCodeTaken });
    const { location } = renderWithAdmin(routes, { resource: 'courses', path: '/courses/add', dataProvider: realDataProvider() });
    await user.type(await screen.findByRole('textbox', { name: /^Code/ }), 'CE-101');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Again');
    await user.type(screen.getByLabelText(/^Credit Hours/), '1');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another course already has this code.')).toBeInTheDocument();
    expect(location()?.pathname).toBe('/courses/add');
  });

  it('shows the denial text without the add permission', async () => {
    const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async () => false) };
    renderWithAdmin(routes, { resource: 'courses', path: '/courses/add', authProvider, dataProvider: realDataProvider() });
    expect(await screen.findByText("You don't have access to Add Course!")).toBeInTheDocument();
  });
});

describe('CourseEdit', () => {
  it('loads the course and puts the changes', async () => {
    const user = userEvent.setup();
    answer(server, 'get', '/courses/:id', { course: COURSE });
    const updated = answer(server, 'put', '/courses/update/:id', { course: { ...COURSE, title: 'Leasing Basics' } });
    const { location } = renderWithAdmin(routes, { resource: 'courses', path: `/courses/edit/${COURSE_ID}`, dataProvider: realDataProvider() });
    const title = await screen.findByDisplayValue('Commercial Leasing Basics');
    expect(screen.getByText('The essentials of a commercial lease.')).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Leasing Basics');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(new URL(updated[0].url).pathname).toBe(`/api/v1/admin/courses/update/${COURSE_ID}`);
    expect(await jsonOf(updated[0])).toEqual({
      code: 'CE-101',
      title: 'Leasing Basics',
      creditHours: 3,
      delivery: 'in-person',
      description: COURSE.description,
      isActive: false,
    });
    await waitFor(() => expect(location()?.pathname).toBe('/courses'));
    expect(await screen.findByText('Course updated successfully!')).toBeInTheDocument();
  });

  it("asks before deleting and shows the server's 409 while events use the course", async () => {
    const user = userEvent.setup();
    answer(server, 'get', '/courses/:id', { course: COURSE });
    const deleted = answer(server, 'delete', '/courses/:id', null, { status: 409, message: EVENT_MESSAGES.courseInUse(2) });
    const { location } = renderWithAdmin(routes, { resource: 'courses', path: `/courses/edit/${COURSE_ID}`, dataProvider: realDataProvider() });
    await screen.findByDisplayValue('Commercial Leasing Basics');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Course' });
    expect(within(dialog).getByText('Are you sure you want to delete this course?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(deleted).toHaveLength(1));
    expect(await screen.findByText(EVENT_MESSAGES.courseInUse(2))).toBeInTheDocument();
    expect(location()?.pathname).toBe(`/courses/edit/${COURSE_ID}`);
  });

  it('deletes an unused course and goes back to the list', async () => {
    const user = userEvent.setup();
    answer(server, 'get', '/courses/:id', { course: { ...COURSE, eventCount: 0 } });
    const deleted = answer(server, 'delete', '/courses/:id', { course: COURSE });
    const { location } = renderWithAdmin(routes, { resource: 'courses', path: `/courses/edit/${COURSE_ID}`, dataProvider: realDataProvider() });
    await screen.findByDisplayValue('Commercial Leasing Basics');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(deleted).toHaveLength(1));
    await waitFor(() => expect(location()?.pathname).toBe('/courses'));
    expect(await screen.findByText('Course deleted successfully!')).toBeInTheDocument();
  });

  it('shows the course read-only, without Delete, to a user who may only view courses', async () => {
    answer(server, 'get', '/courses/:id', { course: COURSE });
    const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async ({ action }: { action: string }) => action === 'show' || action === 'list') };
    renderWithAdmin(routes, { resource: 'courses', path: `/courses/edit/${COURSE_ID}`, authProvider, dataProvider: realDataProvider() });
    expect(await screen.findByText("You don't have access to Edit Course!")).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Commercial Leasing Basics')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
