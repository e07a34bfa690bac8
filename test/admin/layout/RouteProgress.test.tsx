import { act, fireEvent, render, screen } from '@testing-library/react';
import { TestMemoryRouter, useNavigate } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteProgress } from '../../../src/admin/layout/RouteProgress';

const GoTo = ({ path }: { path: string }) => {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(path)}>
      {path}
    </button>
  );
};

describe('RouteProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is not shown on the first screen; on a route change it grows 10 % every 30 ms, hidden from assistive technology, and goes 300 ms after it is full', () => {
    const { container } = render(
      <TestMemoryRouter initialEntries={['/my-access']}>
        <RouteProgress />
        <GoTo path="/companies" />
      </TestMemoryRouter>,
    );
    const bar = () => container.querySelector('[role="progressbar"]');
    act(() => vi.advanceTimersByTime(30 * 20));
    expect(bar()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '/companies' }));
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    act(() => vi.advanceTimersByTime(30));
    expect(bar()).toHaveAttribute('aria-valuenow', '10');
    act(() => vi.advanceTimersByTime(30 * 9));
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(299));
    expect(bar()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bar()).toBeNull();
  });
});
